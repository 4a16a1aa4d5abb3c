# NormalDist: construction, properties, pdf/cdf/inv_cdf, arithmetic, overlap.
from statistics import NormalDist, StatisticsError


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


n = NormalDist(100, 15)
print(n, NormalDist(), NormalDist(1, 0), n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(100), n.pdf(130), n.cdf(115), n.cdf(70), n.zscore(130), NormalDist().cdf(0))
for p in (0.001, 0.01, 0.025, 0.1, 0.3, 0.5, 0.7, 0.9, 0.975, 0.99, 0.999, 1e-10, 1 - 1e-10, 1e-300, 0.4250001, 0.075):
    print(p, NormalDist().inv_cdf(p), n.inv_cdf(p))
print(n.quantiles(), NormalDist().quantiles(10), n.quantiles(1))
print(n + 5, n - 5, n * 2, n / 3, 5 + n, 5 - n, 2 * n, +n, -n, n + NormalDist(0, 20), n - NormalDist(1, 20))
print(n == NormalDist(100, 15), n == NormalDist(100, 16), n == 5, hash(n) == hash(NormalDist(100.0, 15.0)), n * -2)
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(1, 1)), n.overlap(n))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), NormalDist.from_samples(iter([1, 2, 3])))
print(NormalDist(0, 1).samples(3, seed=1), NormalDist(10, 2).samples(2, seed='x'), len(NormalDist().samples(5)))
for f in (lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).pdf(1), lambda: NormalDist(0, 0).cdf(1), lambda: NormalDist(0, 0).inv_cdf(0.5),
          lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1), lambda: NormalDist().inv_cdf(1.5), lambda: NormalDist(0, 0).zscore(1),
          lambda: n.overlap(5), lambda: NormalDist(0, 0).overlap(n), lambda: NormalDist('a'), lambda: NormalDist.from_samples([1]),
          lambda: NormalDist().quantiles(0), lambda: n + 'x'):
    print(attempt(f))
print(NormalDist.__slots__, isinstance(StatisticsError('x'), ValueError))
