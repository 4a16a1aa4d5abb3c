# geometric_mean and harmonic_mean, weighted and not, with their errors.
from statistics import geometric_mean, harmonic_mean
from fractions import Fraction as F
from decimal import Decimal as D


def attempt(f):
    try:
        r = f()
        return '%s %r' % (type(r).__name__, r)
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


for data in ([54, 24, 36], [1, 2, 4, 8], [2.5, 3.5], [F(1, 2), F(1, 4)], [D('1.5'), D('2.5')], [1e300, 1e300], [5], [1, 0, 2],
             [40, 60], iter([1, 2])):
    print(attempt(lambda: harmonic_mean(data)), attempt(lambda: geometric_mean(data)))
print(harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean([1, 2], [0, 1]), attempt(lambda: harmonic_mean([1, 2], [0, 0])))
print(attempt(lambda: harmonic_mean([2.5], None)), attempt(lambda: harmonic_mean([F(3)])), attempt(lambda: harmonic_mean([D(2)])))
for f in (lambda: harmonic_mean([]), lambda: harmonic_mean([-1]), lambda: harmonic_mean([1, -2]), lambda: harmonic_mean(['a']),
          lambda: harmonic_mean([1, 2], [1]), lambda: harmonic_mean([1, 2], [1, -1]), lambda: harmonic_mean([1, 'x']),
          lambda: geometric_mean([]), lambda: geometric_mean([0, 1]), lambda: geometric_mean([-1, 4]),
          lambda: geometric_mean(['a']), lambda: harmonic_mean(iter([3]), iter([2]))):
    print(attempt(f))
