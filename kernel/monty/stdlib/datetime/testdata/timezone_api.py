# timezone: construction, names, reprs, equality and conversion.
from datetime import datetime, timedelta, timezone, tzinfo, UTC


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


T = timedelta
print(repr(timezone.utc), repr(UTC), UTC is timezone.utc, timezone(T(0)) is timezone.utc)
print(repr(timezone(T(hours=5))), repr(timezone(T(hours=-5), 'EST')), repr(timezone(T(0), 'Z')))
print(repr(timezone.min), repr(timezone.max), str(timezone.min), str(timezone(T(0))), str(timezone(T(hours=-3, seconds=1))))
print(str(timezone(T(microseconds=1))), str(timezone(T(hours=5, minutes=30))), timezone(T(hours=1), 'CET').tzname(None))
print(timezone(T(hours=1)) == timezone(T(hours=1), 'x'), timezone(T(hours=1)) == 1, hash(timezone(T(hours=2))) == hash(T(hours=2)))
print(timezone(T(hours=1)).utcoffset(None), timezone(T(hours=1)).dst(None), timezone(T(hours=5)).__reduce__(),
      timezone(T(seconds=1), 'n').__getinitargs__(), isinstance(UTC, tzinfo))
ist = timezone(T(hours=5, minutes=30), 'IST')
a = datetime(2024, 3, 10, 14, 30, tzinfo=ist)
print(a, repr(a), a.utcoffset(), a.tzname(), a.dst(), a.isoformat(), a.timetz(), a.time())
print(a.astimezone(UTC), a.astimezone(timezone(T(hours=-8))), a.astimezone(ist) is a, a.timestamp())
print(a == datetime(2024, 3, 10, 9, 0, tzinfo=UTC), a - datetime(2024, 3, 10, 9, 0, tzinfo=UTC), a.utctimetuple()[:6])
print(hash(a) == hash(datetime(2024, 3, 10, 9, 0, tzinfo=UTC)), a > datetime(2024, 3, 10, 8, tzinfo=UTC))
print(datetime.fromtimestamp(0, UTC), datetime.fromtimestamp(86400.5, ist), repr(datetime.fromtimestamp(1e9, timezone(T(hours=-1)))))
print(a.strftime('%Y-%m-%d %H:%M %z %Z'), datetime(2024, 1, 1, tzinfo=timezone(T(hours=-5, minutes=-30, seconds=-7, microseconds=-1))).strftime('%z'))
print(ist.fromutc(datetime(2024, 1, 1, tzinfo=ist)), a.replace(tzinfo=None), repr(a.replace(tzinfo=UTC)))
n = datetime(2024, 3, 10)
for f in (lambda: timezone(T(1)), lambda: timezone(1), lambda: timezone(T(0), 1), lambda: timezone(T(hours=24)),
          lambda: UTC.utcoffset(1), lambda: UTC.tzname(3), lambda: UTC.fromutc(1),
          lambda: UTC.fromutc(datetime(2020, 1, 1)), lambda: a < n, lambda: a == n, lambda: a - n,
          lambda: n.astimezone(1), lambda: timezone(offset=T(0)), lambda: timezone(T(0), name='utc')):
    print(attempt(f))
