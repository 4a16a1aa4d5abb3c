# Decimal and Fraction data through every function that keeps their type.
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D, localcontext

fr = [F(1, 2), F(3, 4), F(5, 4), F(7, 8)]
de = [D('0.5'), D('0.75'), D('1.25'), D('0.875')]
for name in ('mean', 'median', 'median_low', 'median_high', 'median_grouped', 'mode', 'variance', 'pvariance', 'stdev',
             'pstdev', 'harmonic_mean', 'quantiles'):
    f = getattr(st, name)
    for data in (fr, de):
        try:
            r = f(data)
            print(name, type(r).__name__, r)
        except Exception as e:
            print(name, type(e).__name__, e)
with localcontext() as ctx:
    ctx.prec = 5
    print(st.mean([D(1), D(2), D(2)]), st.stdev([D(1), D(2), D(2)]), st.variance([D(1), D(2), D(2)]))
print(st.mean([F(1, 3), 1, True]), st.variance([F(1, 3), 2]), st.pstdev([F(1), F(1)]), st.stdev([D(2), D(2)]))
print(st.mean([D('1e-30'), D('1e30')]), st.pvariance([D('1.1'), D('2.2'), D('3.3')]), st.stdev([F(1, 10**20), F(2, 10**20)]))
