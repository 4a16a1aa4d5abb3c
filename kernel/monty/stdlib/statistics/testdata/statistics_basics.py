import statistics
from statistics import *
from fractions import Fraction as F
from decimal import Decimal as D

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(statistics.__all__)
datasets = [[1, 2, 3, 4, 4], [2.5, 3.25, 5.5, 11.25, 11.75], [F(1, 2), F(3, 4), F(5, 4)], [D('0.5'), D('0.75'), D('0.625')],
            [1, 2.5], [3], [1, 1, 2, 3, 3, 3, 4], [-1.5, 2, 7, 0.1, 0.2, 0.3], list(range(1, 101)), [1e300, 1e300, -1e300], [True, False, True]]
for data in datasets:
    print(data[:5])
    for fn in (mean, fmean, median, median_low, median_high, median_grouped, mode, multimode, variance, pvariance, stdev, pstdev, geometric_mean, harmonic_mean):
        print(' ', fn.__name__, attempt(lambda: fn(data)))
    print('  quantiles', attempt(lambda: quantiles(data)), attempt(lambda: quantiles(data, n=10, method='inclusive')))
print(mean(iter([1, 2, 3])), mean([F(1, 3), 1]), mean([1.0, F(1, 2)]), attempt(lambda: mean([1, D('0.5')])))
print(attempt(lambda: mean([])), attempt(lambda: median([])), attempt(lambda: mode([])), multimode([]), attempt(lambda: variance([1])), attempt(lambda: pvariance([])))
print(attempt(lambda: stdev([1])), attempt(lambda: pstdev([])), attempt(lambda: fmean([])), attempt(lambda: geometric_mean([1, 0])), attempt(lambda: harmonic_mean([-1, 2])))
print(mode('aabbbcc'), multimode('aabbcc'), mode(['x', 'y', 'x']), median_grouped([52, 52, 53, 54], interval=2), median_grouped([1, 3, 3, 5, 7], 2))
print(variance([1, 2, 3, 4], xbar=2.5), pvariance([1, 2, 3, 4], mu=2.5), stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]), fmean(iter([3.5, 4.0, 5.25])), harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean([2.5, 3, 10]), harmonic_mean([0, 5]))
print(geometric_mean([54, 24, 36]), attempt(lambda: fmean([1, 2], weights=[1])), attempt(lambda: quantiles([1], n=4)), attempt(lambda: quantiles([1, 2], n=0)), attempt(lambda: quantiles([1, 2], method='x')))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(covariance(x, y), correlation(x, y), correlation(x, x), linear_regression(x, y), linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
print(attempt(lambda: correlation([1, 1], [1, 2])), attempt(lambda: covariance([1], [1])), attempt(lambda: linear_regression([1, 1], [1, 2])), attempt(lambda: correlation([1, 2], [1])))
lr = linear_regression([1, 2, 3, 4], [3, 5, 7, 9])
print(lr.slope, lr.intercept, type(lr).__name__)
nd = NormalDist(100, 15)
print(nd, nd.mean, nd.median, nd.mode, nd.stdev, nd.variance, nd.pdf(100), nd.cdf(115), nd.inv_cdf(0.975), nd.zscore(130))
print(nd.quantiles(), NormalDist().inv_cdf(0.001), NormalDist().inv_cdf(0.99999999), NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist().overlap(NormalDist()))
print(nd + 10, nd - 5, nd * 2, nd / 3, -nd, +nd, 5 + nd, 10 - nd, nd + NormalDist(0, 20), nd == NormalDist(100, 15), hash(nd) == hash(NormalDist(100, 15)))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), attempt(lambda: NormalDist(0, -1)), attempt(lambda: NormalDist(0, 0).pdf(1)), attempt(lambda: nd.inv_cdf(1)))
print(len(nd.samples(5, seed=42)), issubclass(StatisticsError, ValueError))
