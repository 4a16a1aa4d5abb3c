# time: fields, isoformat, strftime, comparisons, replace and messages.
from datetime import time, timezone, timedelta


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


t = time(13, 5, 9, 250)
print(t, repr(t), repr(time()), repr(time(1, 2)), repr(time(1, 2, 3)), repr(time(1, 2, 3, 4, fold=1)))
print(t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold, t.utcoffset(), t.tzname(), t.dst())
print(t.isoformat(), t.isoformat('milliseconds'), time(1, 2, 3).isoformat('hours'), t.isoformat('seconds'),
      time(1, 2, 3).isoformat('microseconds'), time(1, 2).isoformat('minutes'), str(time(0)))
print(t.strftime('%H:%M:%S.%f %p %I'), t.strftime('%Y %a %j %c'), f'{t:%H}', format(t, ''), t.strftime(format='%M'))
print(t.replace(hour=1), t.replace(1, 2), repr(t.replace(tzinfo=timezone.utc)), repr(t.replace(fold=1)))
print(time(1) < time(2), time(1) == time(1, 0), time.min, time.max, time.resolution, bool(time(0)))
print(hash(time(1)) == hash(time(1, 0, 0, 0)), sorted([time(5), time(1, 30), time(1)]))
tz = timezone(timedelta(hours=5, minutes=30))
tt = time(12, 0, tzinfo=tz)
print(repr(tt), tt, tt.utcoffset(), tt.tzname(), tt.dst(), tt.isoformat(), tt.strftime('%z %Z'))
print(time(1) == tt, time(6, 30, tzinfo=timezone.utc) == tt, hash(time(6, 30, tzinfo=timezone.utc)) == hash(tt))
print(time(6, 31, tzinfo=timezone.utc) > tt, t.__reduce__(), tt.__reduce__())
for f in (lambda: time(24), lambda: time(1, 60), lambda: time(1, 1, 60), lambda: time(1, 1, 1, 10**6),
          lambda: time(fold=2), lambda: time(tzinfo=3), lambda: time(1.5), lambda: time('1'),
          lambda: time(1) < tt, lambda: t.isoformat('x'), lambda: t.strftime(),
          lambda: t.strftime(1), lambda: t.strftime('%H', 2), lambda: format(t, 1),
          lambda: t.replace(1, 2, 3, 4, None, 0), lambda: t.replace(day=1), lambda: time(1, 2, 3, 4, None, 0)):
    print(attempt(f))
