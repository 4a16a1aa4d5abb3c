# covariance, correlation and linear_regression.
from statistics import covariance, correlation, linear_regression, LinearRegression


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(covariance(x, y), covariance(z, x), covariance(x, x), correlation(x, x), correlation(x, z), correlation(x, y))
print(linear_regression(x, y), linear_regression(x, z), linear_regression([1, 2, 3], [2, 4, 6], proportional=True))
r = linear_regression([1971, 1975, 1979, 1982, 1983], [1, 2, 3, 4, 5])
print(r, r.slope, r.intercept, round(r.slope * 2019 + r.intercept), isinstance(r, tuple), LinearRegression._fields)
print(covariance([1.5, 2.5], [3.5, 0.5]), correlation([0.1, 0.2, 0.4], [1, 3, 2]), linear_regression([1.0, 2.0], [1.5, 3.5]))
for f in (lambda: covariance([1], [1]), lambda: covariance([1, 2], [1]), lambda: correlation([1, 2], [3]), lambda: correlation([1], [2]),
          lambda: correlation([1, 1, 1], [1, 2, 3]), lambda: correlation([1, 2, 3], [5, 5, 5]), lambda: linear_regression([1], [2]),
          lambda: linear_regression([1, 2], [1]), lambda: linear_regression([2, 2], [1, 3]), lambda: linear_regression([0, 0], [1, 2], proportional=True),
          lambda: covariance(iter([1, 2]), [1, 2]), lambda: linear_regression(x=[1, 2], y=[3, 4])):
    print(attempt(f))
