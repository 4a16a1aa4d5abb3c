# Naive datetimes: fields, arithmetic, isoformat, replace, combine.
from datetime import datetime, date, time, timedelta


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


x = datetime(2024, 3, 10, 14, 30, 15, 500)
print(x, repr(x), x.date(), x.time(), x.timetz(), x.weekday(), x.toordinal(), x.isocalendar())
print(x.isoformat(), x.isoformat(' '), x.isoformat(timespec='seconds'), x.isoformat('_', 'minutes'),
      x.isoformat(timespec='hours'), x.isoformat(timespec='milliseconds'), x.isoformat(timespec='microseconds'))
print(x.ctime(), x.timetuple(), x.utctimetuple()[:6], x.tzinfo, x.utcoffset(), x.dst(), x.tzname())
print(x + timedelta(hours=10), x - timedelta(days=70), x - datetime(2024, 1, 1), datetime(2024, 1, 1) - x)
print(x.replace(minute=0, microsecond=0), x.replace(2020, 2, 29), repr(x.replace(fold=1)))
print(datetime.combine(date(2024, 1, 2), time(3, 4)), repr(datetime.combine(date(2024, 1, 2), time(3, 4, fold=1))))
print(datetime.min, datetime.max, datetime.resolution, repr(datetime(1, 1, 1)))
print(x == datetime(2024, 3, 10, 14, 30, 15, 500), x < datetime(2025, 1, 1), x == date(2024, 3, 10))
print(hash(x) == hash(datetime(2024, 3, 10, 14, 30, 15, 500)), hash(x.replace(fold=1)) == hash(x))
print(sorted([datetime(2020, 1, 1, 5), datetime(2020, 1, 1), datetime(2019, 12, 31, 23, 59)]))
print(x.__reduce__(), datetime(2020, 5, 17).timestamp() - datetime(2020, 5, 16).timestamp())
print(datetime.fromisoformat('2024-03-10T14:30:15.000500') == x, datetime(2024, 1, 1, 0, 0, 0, 1))
for f in (lambda: datetime(2024, 1, 1, 24), lambda: datetime(2024, 1, 1, 1, 60), lambda: datetime(2024, 1, 1, 1, 1, 60),
          lambda: datetime(2024, 1, 1, 1, 1, 1, 10**6), lambda: datetime(2024, 1, 1, fold=2),
          lambda: datetime(2024, 1, 1, tzinfo=1), lambda: datetime(2024, 1, 1, 1, 1, 1, 1, None, 1),
          lambda: datetime.max + timedelta(1), lambda: x.isoformat('ab'), lambda: x.isoformat(timespec='x'),
          lambda: x < date(2024, 1, 1), lambda: x - date(2024, 1, 1), lambda: x.replace(tzinfo=5),
          lambda: x.replace(1, 2, 3, 4, 5, 6, 7, None, 0), lambda: x.replace(zone=1), lambda: x.date(1),
          lambda: datetime.combine(1, time()), lambda: datetime.combine(date.today(), 1)):
    print(attempt(f))
