# timedelta: construction, normalisation, arithmetic, str/repr and errors.
from datetime import timedelta as T


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


print(repr(T()), repr(T(1)), repr(T(0, 1)), repr(T(0, 0, 1)), repr(T(-1)))
print(repr(T(hours=1.5)), repr(T(minutes=-1)), repr(T(weeks=2, days=-1)))
print(repr(T(1.5, 0.5, 0.5)), repr(T(microseconds=0.5)), repr(T(microseconds=1.5)))
print(repr(T(microseconds=-0.5)), repr(T(milliseconds=1.0005)), repr(T(seconds=-1e-7)))
print(str(T(-1, 1)), str(T(2, 3, 4)), str(T(0)), str(T(1)), str(T(-2)), str(T(microseconds=-1)))
print(T(1) / T(3), T(1) / 3, T(1) * 0.3, T(1) // T(0, 7), divmod(T(1), T(0, 7)), T(1) // 7)
print(T(1) % T(0, 7), -T(1, 2, 3), +T(1), abs(T(-1, 5)), T(2) * 3, 3 * T(2), T(1) / 1.5)
print(T(1).total_seconds(), T(microseconds=1).total_seconds(), T(-1, 1).total_seconds())
print(T.min, T.max, T.resolution, repr(T.min), repr(T.max))
print(T(1) == T(hours=24), T(1) != T(1, 1), T(1) < T(2), T(1) >= T(1), T(1) == 1, bool(T(0)), bool(T(0, 0, 1)))
print(hash(T(1)) == hash(T(hours=24)), sorted([T(3), T(-1), T(0, 5)]))
print(T(days=1, seconds=2, microseconds=3).days, T(days=1, seconds=2, microseconds=3).seconds, T(-1).microseconds)
for f in (lambda: T(999999999) + T(1), lambda: -T.max - T(1), lambda: T(1) / 0, lambda: T(1) // 0,
          lambda: T(1) % T(0), lambda: T(1) * 'x', lambda: T('x'), lambda: T(float('nan')),
          lambda: T(float('inf')), lambda: T(1) < 1, lambda: T(1) + 1, lambda: T(1) / 'x',
          lambda: T(days=1e10), lambda: T(1).__reduce__()):
    print(attempt(f))
