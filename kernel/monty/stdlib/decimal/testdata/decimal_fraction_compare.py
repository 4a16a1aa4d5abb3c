from decimal import Decimal as D
from fractions import Fraction as F
h = F(1, 2)
print(h == D('0.5'), D('0.5') == h, h < D('0.6'), D('0.6') > h, D('0.4') < h, h >= D('0.5'), D('0.3333') == F(1, 3), D('0.3333') < F(1, 3))
print(D('Infinity') > F(10**30), D('-Infinity') < F(-5), D('NaN') == h, D('NaN') != h, D(0) == F(0), D('-0') == F(0), D('2.5') == F(5, 2))
try:
    D('NaN') < h
except Exception as e:
    print(type(e).__name__)
print(sorted([D('0.75'), F(1, 2), F(2, 3), D(1)]))
