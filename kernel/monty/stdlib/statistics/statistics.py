"""Basic statistics of numeric data: averages, spread, relations between
two variables, and the normal distribution.

Sums are exact: every value becomes a numerator/denominator pair and is
added as a Fraction, and the result is converted back to the type the
data share (int, Fraction, Decimal or float), so means and variances of
ints, Fractions and Decimals are as exact as their type allows.  Square
roots (stdev, pstdev) are correctly rounded.
"""

import math
import random
from bisect import bisect_right, bisect_left
from collections import namedtuple, Counter
from decimal import Decimal, getcontext as _context
from fractions import Fraction
from numbers import Real

__all__ = [
    'NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean',
    'geometric_mean', 'harmonic_mean', 'linear_regression', 'mean',
    'median', 'median_grouped', 'median_high', 'median_low', 'mode',
    'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance',
]


class StatisticsError(ValueError):
    pass


def _too_few(func, least):
    """The error for func given fewer than least data points."""
    return StatisticsError('%s requires at least %s data point%s'
                           % (func, ('one', 'two')[least - 1], 's' if least > 1 else ''))


def _sigma_zero(method):
    return StatisticsError('%s() not defined when sigma is zero' % method)


# ------------------------------------------------------------ exact sums

def _ratio(x):
    """x as (numerator, denominator); (x, None) for an inf or nan float."""
    to_ratio = getattr(x, 'as_integer_ratio', None)
    if to_ratio is not None:
        try:
            return to_ratio()
        except (ValueError, OverflowError):
            return x, None          # an inf or a nan
    try:
        return x.numerator, x.denominator
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % type(x).__name__) from None


def _common_type(a, b):
    """The type a mixed sum of a's and b's values is given back in."""
    if a is b or b is int or b is bool:
        return a
    if a is int:
        return b
    if issubclass(b, a):
        return b
    if issubclass(a, b) or issubclass(b, int):
        return a
    if issubclass(a, int):
        return b
    if issubclass(a, Fraction) and issubclass(b, float):
        return b
    if issubclass(a, float) and issubclass(b, Fraction):
        return a
    raise TypeError("don't know how to coerce %s and %s"
                    % (a.__name__, b.__name__))


def _exact_sum(values):
    """(type, exact total, count): the total a Fraction, or a float when
    an inf or nan is among the values."""
    kind = int
    seen = set()
    by_denominator = {}
    special = None
    count = 0
    for x in values:
        t = type(x)
        if t not in seen:
            seen.add(t)
            kind = _common_type(kind, t)
        num, den = _ratio(x)
        count += 1
        if den is None:
            special = num if special is None else special + num
        else:
            by_denominator[den] = by_denominator.get(den, 0) + num
    if special is not None:
        return kind, special, count
    total = Fraction(0)
    for den, num in by_denominator.items():
        total += Fraction(num, den)
    return kind, total, count


def _as_type(value, kind):
    """An exact value (a Fraction) given back as kind."""
    if type(value) is kind:
        return value
    if issubclass(kind, int) and value.denominator != 1:
        kind = float
    try:
        return kind(value)
    except TypeError:
        if issubclass(kind, Decimal):
            return kind(value.numerator) / kind(value.denominator)
        raise


def _squares(data, center=None):
    """(type, sum of squared deviations, center, count), exactly."""
    if center is not None:
        kind, total, count = _exact_sum((x - center) * (x - center) for x in data)
        return kind, total, center, count
    data = list(data)
    kind, total, count = _exact_sum(data)
    if not count:
        return kind, Fraction(0), Fraction(0), 0
    if not isinstance(total, Fraction):
        return kind, total, total, count       # an inf or nan swallows all
    mid = total / count
    acc = Fraction(0)
    for x in data:
        num, den = _ratio(x)
        d = Fraction(num, den) - mid
        acc += d * d
    return kind, acc, mid, count


# ---------------------------------------------------------- square roots

_ROOT_BITS = 2 * 53 + 3         # enough for round-to-odd then to-nearest


def _isqrt_odd(n, m):
    """floor(sqrt(n/m)), its lowest bit set when the root is inexact."""
    r = math.isqrt(n // m)
    return r | (r * r * m != n)


def _sqrt_frac_float(n, m):
    """sqrt(n/m) correctly rounded to a float."""
    if not n:
        return 0.0
    if n < 0:
        n, m = -n, -m
    shift = (n.bit_length() - m.bit_length() - _ROOT_BITS) // 2
    if shift >= 0:
        return float(_isqrt_odd(n, m << 2 * shift) << shift)
    return _isqrt_odd(n << -2 * shift, m) / (1 << -shift)


def _sqrt_frac_decimal(n, m):
    """sqrt(n/m) correctly rounded to the current Decimal context."""
    if not n:
        return Decimal('0.0')
    if n < 0:
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    rn, rd = root.as_integer_ratio()
    ulp = Decimal(1).scaleb(root.adjusted() - _decimal_precision() + 1)
    above = root + ulp
    an, ad = above.as_integer_ratio()
    # n/m beyond the midpoint (root + above) / 2: above is nearer.
    if 4 * n * (rd * ad) ** 2 > m * (rd * an + ad * rn) ** 2:
        return above
    below = root - ulp
    if below.adjusted() < root.adjusted():
        below = root - ulp / 10
    bn, bd = below.as_integer_ratio()
    if 4 * n * (rd * bd) ** 2 < m * (rd * bn + bd * rn) ** 2:
        return below
    return root


def _decimal_precision():
    return _context().prec


# -------------------------------------------------------------- averages

def mean(data):
    """The arithmetic mean, exact for ints, Fractions and Decimals."""
    kind, total, n = _exact_sum(data)
    if n < 1:
        raise _too_few('mean', 1)
    return _as_type(total / n, kind)


def fmean(data, weights=None):
    """The mean as a float, fast (optionally weighted)."""
    if weights is None:
        values = data if hasattr(data, '__len__') else list(data)
        if not len(values):
            raise _too_few('fmean', 1)
        return math.fsum(values) / len(values)
    values, ws = list(data), list(weights)
    top = math.fsum(x * w for x, w in zip(values, ws))
    if len(ws) != len(values):
        raise StatisticsError("data and weights must be the same length")
    bottom = math.fsum(ws)
    if bottom:
        return top / bottom
    raise StatisticsError("sum of weights must be non-zero")


def geometric_mean(data):
    """The geometric mean, as a float."""
    try:
        logs = [math.log(x) for x in data]
        return math.exp(fmean(logs))
    except ValueError:
        pass
    raise StatisticsError("geometric mean requires a non-empty dataset "
                          "containing positive numbers")


_NEGATIVE = 'harmonic mean does not support negative values'


def _no_negatives(values):
    for x in values:
        if x < 0:
            raise StatisticsError(_NEGATIVE)
        yield x


def harmonic_mean(data, weights=None):
    """The harmonic mean: the reciprocal of the mean of reciprocals."""
    data = list(data) if iter(data) is data else data
    if not data:
        raise _too_few('harmonic_mean', 1)
    n = len(data)
    if n == 1 and weights is None:
        only = data[0]
        if not isinstance(only, (Real, Decimal)):
            raise TypeError("unsupported type")
        if only < 0:
            raise StatisticsError(_NEGATIVE)
        return only
    if weights is None:
        weights = [1] * n
        weight_sum = n
    else:
        weights = list(weights) if iter(weights) is weights else weights
        if n != len(weights):
            raise StatisticsError("Number of weights does not match data size")
        weight_sum = _exact_sum(_no_negatives(weights))[1]
    terms = (w / x if w else 0 for w, x in zip(weights, _no_negatives(data)))
    try:
        kind, total, _ = _exact_sum(terms)
    except ZeroDivisionError:           # a zero among the data
        return 0
    if total > 0:
        return _as_type(weight_sum / total, kind)
    raise StatisticsError("Weighted sum must be positive")


def median(data):
    """The middle value, or the mean of the two middle ones."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    half = n // 2
    if n % 2:
        return ordered[half]
    return (ordered[half - 1] + ordered[half]) / 2


def median_low(data):
    """The middle value, or the lower of the two middle ones."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    return ordered[n // 2] if n % 2 else ordered[n // 2 - 1]


def median_high(data):
    """The middle value, or the higher of the two middle ones."""
    ordered = sorted(data)
    if not ordered:
        raise StatisticsError('no median for empty data')
    return ordered[len(ordered) // 2]


def median_grouped(data, interval=1):
    """The 50th percentile of grouped continuous data, by interpolation
    within the class interval around the middle value (as a float)."""
    ordered = sorted(data)
    n = len(ordered)
    if not n:
        raise StatisticsError('no median for empty data')
    mid = ordered[n // 2]
    first = bisect_left(ordered, mid)
    after = bisect_right(ordered, mid, first)
    try:
        width, centre = float(interval), float(mid)
    except ValueError:
        raise TypeError('Value cannot be converted to a float') from None
    return centre - width / 2.0 + width * (n / 2 - first) / (after - first)


def mode(data):
    """The most common value (the first seen, among equally common ones)."""
    top = Counter(iter(data)).most_common(1)
    if not top:
        raise StatisticsError('no mode for empty data')
    return top[0][0]


def multimode(data):
    """Every most common value, in the order first seen."""
    tally = Counter(iter(data))
    if not tally:
        return []
    peak = max(tally.values())
    return [value for value, times in tally.items() if times == peak]


def quantiles(data, *, n=4, method='exclusive'):
    """The n - 1 cut points dividing data into n intervals of equal
    probability, by linear interpolation."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    ordered = sorted(data)
    size = len(ordered)
    if size < 2:
        raise StatisticsError("must have at least two data points")
    if method not in ('inclusive', 'exclusive'):
        raise ValueError('Unknown method: %r' % (method,))
    cuts = []
    for k in range(1, n):
        if method == 'inclusive':
            j, frac = divmod(k * (size - 1), n)
            lo, hi = ordered[j], ordered[j + 1]
        else:
            j = min(max(k * (size + 1) // n, 1), size - 1)
            frac = k * (size + 1) - j * n
            lo, hi = ordered[j - 1], ordered[j]
        cuts.append((lo * (n - frac) + hi * frac) / n)
    return cuts


# ---------------------------------------------------------------- spread

def variance(data, xbar=None):
    """The sample variance (n - 1 in the denominator)."""
    kind, ss, _, n = _squares(data, xbar)
    if n < 2:
        raise _too_few('variance', 2)
    return _as_type(ss / (n - 1), kind)


def pvariance(data, mu=None):
    """The population variance (n in the denominator)."""
    kind, ss, _, n = _squares(data, mu)
    if n < 1:
        raise _too_few('pvariance', 1)
    return _as_type(ss / n, kind)


def _root(kind, value):
    # A non-finite value has no numerator: CPython's AttributeError.
    if issubclass(kind, Decimal):
        return _sqrt_frac_decimal(value.numerator, value.denominator)
    return _sqrt_frac_float(value.numerator, value.denominator)


def stdev(data, xbar=None):
    """The sample standard deviation."""
    kind, ss, _, n = _squares(data, xbar)
    if n < 2:
        raise _too_few('stdev', 2)
    return _root(kind, ss / (n - 1))


def pstdev(data, mu=None):
    """The population standard deviation."""
    kind, ss, _, n = _squares(data, mu)
    if n < 1:
        raise _too_few('pstdev', 1)
    return _root(kind, ss / n)


# ------------------------------------------------------------- relations

def _paired(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('%s requires that both inputs have same number '
                              'of data points' % what)
    if n < 2:
        raise StatisticsError('%s requires at least two data points' % what)
    return n


def _centered(x, y, n):
    """(sum of products of deviations, sum of x deviations squared, means)."""
    mx = math.fsum(x) / n
    my = math.fsum(y) / n
    sxy = math.fsum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = math.fsum((a - mx) * (a - mx) for a in x)
    return sxy, sxx, mx, my


def covariance(x, y, /):
    """The sample covariance of two equally long inputs."""
    n = _paired(x, y, 'covariance')
    return _centered(x, y, n)[0] / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of two inputs."""
    n = _paired(x, y, 'correlation')
    sxy, sxx, _, my = _centered(x, y, n)
    syy = math.fsum((b - my) * (b - my) for b in y)
    if not sxx or not syy:
        raise StatisticsError('at least one of the inputs is constant')
    return sxy / math.sqrt(sxx * syy)


LinearRegression = namedtuple('LinearRegression', 'slope intercept')


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept of the least-squares line through (x, y); with
    proportional, the line through the origin."""
    n = _paired(x, y, 'linear regression')
    if proportional:
        sxy = math.fsum(a * b for a, b in zip(x, y))
        sxx = math.fsum(a * a for a in x)
    else:
        sxy, sxx, mx, my = _centered(x, y, n)
    if not sxx:
        raise StatisticsError('x is constant')
    slope = sxy / sxx
    return LinearRegression(slope=slope,
                            intercept=0.0 if proportional else my - slope * mx)


# ------------------------------------------------------- the normal curve

# Wichura's algorithm AS 241 (Applied Statistics 37, 1988): rational
# approximations of the inverse normal CDF, coefficients lowest first.
_CENTRAL = (
    (3.387132872796366608, 133.14166789178437745, 1971.5909503065514427,
     13731.693765509461125, 45921.953931549871457, 67265.770927008700853,
     33430.575583588128105, 2509.0809287301226727),
    (1.0, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077,
     21213.794301586595867, 39307.89580009271061, 28729.085735721942674,
     5226.495278852854561),
)
_NEAR = (
    (1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055,
     3.64784832476320460504, 1.27045825245236838258, 0.24178072517745061177,
     0.0227238449892691845833, 7.7454501427834140764e-4),
    (1.0, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455,
     0.14810397642748007459, 0.0151986665636164571966, 5.475938084995344946e-4,
     1.05075007164441684324e-9),
)
_TAIL = (
    (6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358,
     0.29656057182850489123, 0.026532189526576123093, 0.0012426609473880784386,
     2.71155556874348757815e-5, 2.01033439929228813265e-7),
    (1.0, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525,
     7.868691311456132591e-4, 1.8463183175100546818e-5, 1.4215117583164458887e-7,
     2.04426310338993978564e-15),
)


def _poly(coeffs, r):
    acc = coeffs[-1]
    for c in coeffs[-2::-1]:
        acc = acc * r + c
    return acc


def _inverse_normal(p, mu, sigma):
    q = p - 0.5
    if math.fabs(q) <= 0.425:
        r = .180625 - q * q          # 0.425 squared
        x = _poly(_CENTRAL[0], r) * q / _poly(_CENTRAL[1], r)
        return mu + x * sigma
    r = math.sqrt(-math.log(p if q <= 0.0 else 1.0 - p))
    if r <= 5.0:
        r -= 1.6
        top, bottom = _NEAR
    else:
        r -= 5.0
        top, bottom = _TAIL
    x = _poly(top, r) / _poly(bottom, r)
    return mu + (-x if q < 0.0 else x) * sigma


class NormalDist:
    """A normal distribution of a random variable, by its mean and
    standard deviation."""

    __slots__ = {'_mu': 'Arithmetic mean of a normal distribution',
                 '_sigma': 'Standard deviation of a normal distribution'}

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu, self._sigma = float(mu), float(sigma)

    @classmethod
    def from_samples(cls, data):
        """The distribution a sample's mean and stdev estimate."""
        values = data if isinstance(data, (list, tuple)) else list(data)
        centre = fmean(values)
        return cls(centre, stdev(values, centre))

    def samples(self, n, *, seed=None):
        """n random draws (reproducible with a seed)."""
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        return [gauss(self._mu, self._sigma) for _ in range(n)]

    def pdf(self, x):
        """Probability density at x."""
        var = self._sigma ** 2.0
        if not var:
            raise _sigma_zero('pdf')
        dx = x - self._mu
        return math.exp(dx * dx / (-2.0 * var)) / math.sqrt(math.tau * var)

    def cdf(self, x):
        """Probability that the variable is at most x."""
        if not self._sigma:
            raise _sigma_zero('cdf')
        return 0.5 * (1.0 + math.erf((x - self._mu) / (self._sigma * math.sqrt(2.0))))

    def inv_cdf(self, p):
        """The x at which the cdf reaches p (the quantile function)."""
        if not 0.0 < p < 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma > 0.0:
            return _inverse_normal(p, self._mu, self._sigma)
        # CPython's message names cdf() here.
        raise StatisticsError("cdf() not defined when sigma at or below zero")

    def quantiles(self, n=4):
        """The n - 1 cut points of n equally probable intervals."""
        return [self.inv_cdf(k / n) for k in range(1, n)]

    def overlap(self, other):
        """The area shared by the two density curves."""
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        a, b = self, other
        if (b._sigma, b._mu) < (a._sigma, a._mu):
            a, b = b, a
        va, vb = a.variance, b.variance
        if not va or not vb:
            raise _sigma_zero('overlap')
        dv = vb - va
        dm = math.fabs(b._mu - a._mu)
        if not dv:
            return 1.0 - math.erf(dm / (2.0 * a._sigma * math.sqrt(2.0)))
        k = a._mu * vb - b._mu * va
        spread = a._sigma * b._sigma * math.sqrt(dm * dm + dv * math.log(vb / va))
        x1 = (k + spread) / dv
        x2 = (k - spread) / dv
        return 1.0 - (math.fabs(b.cdf(x1) - a.cdf(x1)) + math.fabs(b.cdf(x2) - a.cdf(x2)))

    def zscore(self, x):
        """How many standard deviations x lies above the mean."""
        if self._sigma:
            return (x - self._mu) / self._sigma
        raise _sigma_zero('zscore')

    @property
    def mean(self):
        """Arithmetic mean of the normal distribution."""
        return self._mu

    @property
    def median(self):
        """Return the median of the normal distribution"""
        return self._mu

    @property
    def mode(self):
        """Return the mode of the normal distribution"""
        return self._mu

    @property
    def stdev(self):
        """Standard deviation of the normal distribution."""
        return self._sigma

    @property
    def variance(self):
        """Square of the standard deviation."""
        return self._sigma ** 2.0

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu, math.hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu, math.hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __mul__(self, k):
        return NormalDist(self._mu * k, self._sigma * math.fabs(k))

    def __truediv__(self, k):
        return NormalDist(self._mu / k, self._sigma / math.fabs(k))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    __radd__ = __add__
    __rmul__ = __mul__

    def __rsub__(self, other):
        return -(self - other)

    def _key(self):
        return self._mu, self._sigma

    def __eq__(self, other):
        if isinstance(other, NormalDist):
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu, self._sigma)

    __getstate__ = _key

    def __setstate__(self, state):
        self._mu, self._sigma = state
