# quantiles with both methods, several n, and its checks.
from statistics import quantiles
from fractions import Fraction as F


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
for n in (1, 2, 3, 4, 5, 10, 100):
    print(n, [round(q, 1) for q in quantiles(data, n=n)], [round(q, 1) for q in quantiles(data, n=n, method='inclusive')][:12])
print(quantiles([1, 2]), quantiles([1, 2], method='inclusive'), quantiles([F(1), F(2), F(4)], n=3), quantiles(range(5), n=2))
print(quantiles([1.5, 2.5, 10], n=6), quantiles([3, 1, 2], n=4, method='inclusive'), quantiles(iter([5, 1, 3]), n=2))
for f in (lambda: quantiles([1]), lambda: quantiles([]), lambda: quantiles([1, 2], n=0), lambda: quantiles([1, 2], method='x'),
          lambda: quantiles([1, 2], n=-1), lambda: quantiles([1, 2], 4), lambda: quantiles(['a', 'b'], n=2), lambda: quantiles([1, 2], n=2.5)):
    print(attempt(f))
