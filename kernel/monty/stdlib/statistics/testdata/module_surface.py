# The module's names, and the exception type.
import statistics

print(sorted(statistics.__all__))
print(issubclass(statistics.StatisticsError, ValueError), statistics.StatisticsError.__mro__[1].__name__)
try:
    statistics.mean([])
except ValueError as e:
    print(type(e).__name__, e, e.args)
print([n for n in ('mean', 'fmean', 'NormalDist', 'LinearRegression', 'correlation') if hasattr(statistics, n)])
print(statistics.median(['b', 'a', 'c']), statistics.mode(['red', 'blue', 'red']), statistics.median_low(['x', 'y']))
print(statistics.NormalDist.__name__, statistics.LinearRegression(1, 2), statistics.LinearRegression(slope=3, intercept=4).slope)
