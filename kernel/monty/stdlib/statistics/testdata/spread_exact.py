# variance, pvariance, stdev and pstdev: exact sums, given centres, types.
from statistics import variance, pvariance, stdev, pstdev
from fractions import Fraction as F
from decimal import Decimal as D, getcontext


def attempt(f):
    try:
        r = f()
        return '%s %r' % (type(r).__name__, r)
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


sets = [[1, 2, 3, 4], [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [F(1, 3), F(2, 3), 1], [D('1.5'), D('2.5'), D(3)],
        [1, 1, 1], [0.1] * 10, [1e9 + 1, 1e9 + 2, 1e9 + 3], [1, float('inf')], [float('inf'), -float('inf')],
        [10**20, 10**20 + 1], [True, False, True, True], [-3, 3], [1.5, 2.5, 1e300], range(100), [D('0.001'), D('0.002')]]
for data in sets:
    print(attempt(lambda: variance(data)), attempt(lambda: pvariance(data)))
    print('  ', attempt(lambda: stdev(data)), attempt(lambda: pstdev(data)))
print(attempt(lambda: variance([1, 2], 1.5)), attempt(lambda: pvariance([1, 2, 3], 2)), attempt(lambda: stdev([1, 2, 3], 2.5)))
print(attempt(lambda: pstdev([F(1), F(3)], F(2))), attempt(lambda: variance([D(1), D(2)], D('1.5'))), attempt(lambda: pvariance([1, 2], F(1, 2))))
for f in (lambda: variance([1]), lambda: stdev([1]), lambda: pvariance([]), lambda: pstdev([]), lambda: variance([]),
          lambda: variance(['a', 'b']), lambda: stdev([D(1), 1.5]), lambda: pstdev(iter([]))):
    print(attempt(f))
getcontext().prec = 10
print(attempt(lambda: stdev([D(1), D(2), D(4)])), attempt(lambda: pstdev([D(1), D(2)])))
getcontext().prec = 28
print(attempt(lambda: pstdev([D(1), D(2), D(4)])), attempt(lambda: stdev([D('0.5'), D('0.75'), D('0.625')])))
