import datetime as dt
from datetime import date, time, datetime, timedelta, timezone, tzinfo, MINYEAR, MAXYEAR

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(MINYEAR, MAXYEAR, repr(dt.UTC), dt.UTC is timezone.utc)
# timedelta
tds = [timedelta(), timedelta(1), timedelta(days=-1, seconds=5), timedelta(microseconds=-1),
       timedelta(weeks=1, days=2, hours=3, minutes=4, seconds=5, milliseconds=6, microseconds=7),
       timedelta(days=1.5, seconds=0.3, microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=2.5),
       timedelta(seconds=1/3), timedelta(hours=-25.5), timedelta(minutes=0.001), timedelta(days=2, seconds=-1)]
for td in tds:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds(), bool(td))
a, b = timedelta(hours=5, minutes=30), timedelta(minutes=45)
print(a + b, a - b, b - a, -a, +a, abs(-a), a * 3, 3 * a, a * 1.5, a / 2, a / 3.5, a / b, a // b, a // 7, a % b, divmod(a, b))
print(a > b, a == timedelta(minutes=330), a != b, sorted([a, b, timedelta(0)]), hash(a) == hash(timedelta(seconds=19800)))
print(timedelta.max, timedelta.min, timedelta.resolution, repr(timedelta.max))
print(attempt(lambda: timedelta(days='1')), attempt(lambda: timedelta(days=1000000000)))
print(timedelta(seconds=86399.9999995), timedelta(seconds=-0.0000005), timedelta(milliseconds=-1.5))
# date
d = date(2024, 2, 29)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.isocalendar(), repr(d.isocalendar()), d.toordinal())
print(d.isocalendar().week, tuple(d.isocalendar()), d.ctime(), d.isoformat(), d.replace(day=1), d.replace(year=2023, day=28))
print(d + timedelta(days=1), d - timedelta(days=60), d - date(2024, 1, 1), date(2024, 1, 1) - d, timedelta(1) + d)
print(date.fromordinal(738000), date.fromisocalendar(2024, 1, 1), date.fromisocalendar(2020, 53, 7), date.min, date.max, date.resolution)
for s in ['2024-01-05', '20240105', '2024-W01-5', '2024W015', '2024-W01', 'x', '2024-1-5', '2024-13-01']:
    print(s, attempt(lambda: date.fromisoformat(s)))
print(attempt(lambda: date(2024, 2, 30)), attempt(lambda: date(0, 1, 1)), attempt(lambda: date(2024, 13, 1)), attempt(lambda: date(2024, 1, 1.5)))
print(attempt(lambda: date.fromordinal(0)), attempt(lambda: date.max + timedelta(1)), attempt(lambda: date.fromisocalendar(2024, 54, 1)))
print(date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1), {date(2024, 1, 1): 1}[date(2024, 1, 1)])
print(attempt(lambda: date(2024, 1, 1) < datetime(2024, 1, 1)), date(2024, 1, 1) == datetime(2024, 1, 1), datetime(2024, 1, 1) == date(2024, 1, 1))
for y in [2004, 2005, 2006, 2008, 2009, 2010, 2015, 2020, 2021, 2026]:
    print(y, date(y, 1, 1).isocalendar(), date(y, 12, 31).isocalendar(), date(y, 12, 28).isocalendar())
fmt = '%a %A %w %d %b %B %m %y %Y %H %I %p %M %S %f %z %Z %j %U %W %c %x %X %% %G %V %u %e %C %D %F %T %R %h'
print(d.strftime(fmt))
print(f'{d}', f'{d:%d/%m/%Y}', format(d, ''), date(5, 1, 1).strftime('%Y %y %G'))
# time
t = time(13, 5, 9, 250)
print(t, repr(t), repr(time()), repr(time(1, 2)), repr(time(1, 2, 3)), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
print(t.isoformat(), t.isoformat('hours'), t.isoformat('minutes'), t.isoformat('seconds'), t.isoformat('milliseconds'), t.isoformat('microseconds'))
print(attempt(lambda: t.isoformat('bad')), attempt(lambda: time(24)), attempt(lambda: time(1, 60)), attempt(lambda: time(1, 1, 1, 10**6)))
print(t.strftime('%H:%M:%S.%f %p %I'), f'{t:%H}', t.replace(hour=1), time(1) < time(2), time.min, time.max, time.resolution)
tz5 = timezone(timedelta(hours=5, minutes=30))
tt = time(12, 0, tzinfo=tz5)
print(repr(tt), tt, tt.utcoffset(), tt.tzname(), tt.dst(), tt.isoformat(), tt.strftime('%z %Z'))
print(attempt(lambda: time(1) < tt), time(1) == tt, time(6, 30, tzinfo=timezone.utc) == tt, hash(time(6, 30, tzinfo=timezone.utc)) == hash(tt))
for s in ['12:30', '12:30:45.5', '123045', '12:30:45+01:00', '12', 'T12:30', '12:30:45.123456789', 'bad', '25:00']:
    print(s, attempt(lambda: time.fromisoformat(s)))
# timezone
print(repr(timezone.utc), repr(timezone(timedelta(hours=1))), repr(timezone(timedelta(hours=-5), 'EST')), str(tz5), repr(timezone(timedelta(0))))
print(timezone(timedelta(hours=-3)).tzname(None), timezone(timedelta(seconds=3661)).tzname(None), timezone(timedelta(microseconds=1)).tzname(None))
print(timezone.min, timezone.max, timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), 'X'), attempt(lambda: timezone(timedelta(hours=24))))
print(attempt(lambda: timezone(5)), attempt(lambda: timezone(timedelta(0), 5)), timezone.utc.utcoffset(None), timezone.utc.dst(None))
# datetime
x = datetime(2024, 3, 10, 14, 30, 15, 500)
print(x, repr(x), repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 0, 0, 1)), x.date(), x.time(), x.timetz(), x.weekday())
print(x.isoformat(), x.isoformat(' '), x.isoformat(timespec='seconds'), x.isoformat(sep='_', timespec='minutes'), x.ctime())
print(x.strftime(fmt))
print(x + timedelta(hours=10), x - timedelta(days=70), x - datetime(2024, 1, 1), datetime(2024, 1, 1) - x, x.replace(minute=0, microsecond=0))
print(datetime.combine(date(2024, 1, 2), time(3, 4)), datetime.combine(d, tt), datetime.min, datetime.max, datetime.resolution)
xa = datetime(2024, 3, 10, 14, 30, tzinfo=tz5)
print(repr(xa), xa, xa.utcoffset(), xa.tzname(), xa.astimezone(timezone.utc), xa.timestamp(), xa.isoformat())
print(xa - datetime(2024, 3, 10, 9, 0, tzinfo=timezone.utc), xa == datetime(2024, 3, 10, 9, 0, tzinfo=timezone.utc), xa > datetime(2024, 3, 10, 8, 0, tzinfo=timezone.utc))
print(attempt(lambda: xa < x), xa == x, attempt(lambda: xa - x), hash(xa) == hash(datetime(2024, 3, 10, 9, 0, tzinfo=timezone.utc)))
print(datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(1700000000.5, tz5), datetime.utcfromtimestamp(1234567890.123456), datetime.fromtimestamp(-1.5, timezone.utc))
print(datetime(2000, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(1969, 12, 31, 23, 59, tzinfo=timezone.utc).timestamp())
for s in ['2024-01-05', '20240105', '2024-W01-5', '2024-01-05T12:30', '2024-01-05 12:30:45.123', '2024-01-05T12:30:45.1234567',
          '2024-01-05T12:30:45Z', '2024-01-05T12:30:45+05:30', '2024-01-05T1230', '2024-01-05T12:30:45,5', '20240105T123045',
          '2024-01-05T12', 'x', '2024-13-01', '2024-01-05T25:00', '2024-01-05T12:30:45-08:00', '2024-01-05T12:30+00:00']:
    print(s, attempt(lambda: datetime.fromisoformat(s)))
for s, f in [('2024-01-05', '%Y-%m-%d'), ('5 Jan 2024 3:04:05 PM +0100', '%d %b %Y %I:%M:%S %p %z'),
             ('Friday, January 05, 2024', '%A, %B %d, %Y'), ('24/1/5 13h', '%y/%m/%d %Hh'), ('12:30:45.25', '%H:%M:%S.%f'),
             ('2024-001', '%Y-%j'), ('2024-12-31T23:59:59Z', '%Y-%m-%dT%H:%M:%S%z'), ('  2024   1', '%Y %m'),
             ('2024-01-05', '%Y-%m'), ('2024-01', '%Y-%m-%d'), ('2024', '%Q'), ('2024-02-30', '%Y-%m-%d'),
             ('Mon Jan  8 10:00:00 2024', '%c'), ('01/08/24', '%x'), ('70', '%y'), ('68', '%y'), ('12 AM', '%I %p'),
             ('2024 10 1', '%Y %W %w'), ('2024-01-05 +05:30:15', '%Y-%m-%d %z')]:
    print(s, f, attempt(lambda: datetime.strptime(s, f)))
print(datetime(2024, 1, 1) < datetime(2024, 1, 2), sorted([datetime(2024, 1, 2), datetime(2023, 5, 5)]), attempt(lambda: datetime(2024, 1, 1) < date(2024, 1, 1)))
print(attempt(lambda: datetime.max + timedelta(1)), attempt(lambda: datetime(2024, 1, 1, tzinfo=5)))
class EST(tzinfo):
    def utcoffset(self, d):
        return timedelta(hours=-5)
    def dst(self, d):
        return timedelta(0)
    def tzname(self, d):
        return 'EST'
e = datetime(2024, 1, 1, 12, tzinfo=EST())
print(e.utcoffset(), e.tzname(), e.dst(), e.astimezone(timezone.utc), e.isoformat(), e.strftime('%Z %z'), datetime(2024, 1, 1, 17, tzinfo=timezone.utc).astimezone(EST()))
class Bad(tzinfo):
    def utcoffset(self, d):
        return 5
print(attempt(lambda: datetime(2024, 1, 1, tzinfo=Bad()).utcoffset()), attempt(lambda: tzinfo().utcoffset(None)))
print(x.timetuple()[:9] if False else tuple(x.timetuple())[:9], tuple(xa.utctimetuple())[:9])
print(f'{x:%Y}', f'{x}', format(x, '%H:%M'), str(datetime(2024, 1, 1, 0, 0, 0, 1)), x.replace(tzinfo=timezone.utc))
print(datetime(2024, 1, 1, fold=1), repr(datetime(2024, 1, 1, fold=1)), date.today() <= date(2100, 1, 1), isinstance(datetime.now(), date))
print(datetime.now(timezone.utc).tzinfo, type(datetime.now(timezone.utc) - datetime.now(timezone.utc)).__name__)
class MyDate(date):
    pass
print(repr(MyDate(2024, 1, 1) + timedelta(1)), type(MyDate(2024, 1, 1) + timedelta(1)).__name__, MyDate.fromordinal(1), type(datetime.fromisoformat('2024-01-01')).__name__)
import copy
print(copy.copy(x) == x, copy.deepcopy(xa) == xa, copy.deepcopy(tz5), copy.copy(timedelta(3)))
print([date(y, 1, 1).strftime('%C|%Y|%G|%y') for y in (5, 50, 476, 999, 1000, 2024)])
