# date: constructors, accessors, arithmetic, comparisons and messages.
from datetime import date, timedelta, datetime, MINYEAR, MAXYEAR


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


d = date(2024, 2, 29)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.toordinal())
print(d.isocalendar(), d.isocalendar().year, d.isocalendar()[1], d.ctime(), d.timetuple()[:8])
print(date.fromordinal(1), date.fromordinal(738945), date.fromisocalendar(2020, 53, 7), date.min, date.max, date.resolution)
print(d + timedelta(1), d - timedelta(366), d - date(2000, 1, 1), timedelta(3) + d, d.replace(day=1), d.replace(2023, 3))
print(d == date(2024, 2, 29), d < date(2025, 1, 1), d > date(2024, 2, 28), d == '2024-02-29', d != 5, MINYEAR, MAXYEAR)
print(sorted([date(2020, 5, 1), date(2019, 1, 1), date(2020, 1, 1)]), hash(d) == hash(date(2024, 2, 29)))
print(d.__reduce__(), f'{d:%A %d %B %Y}', format(d, ''), str(d))
for f in (lambda: date(0, 1, 1), lambda: date(2020, 13, 1), lambda: date(2023, 2, 29), lambda: date('x', 1, 1),
          lambda: date(2020.0, 1, 1), lambda: date(2020), lambda: date(2020, 1), lambda: date.max + timedelta(1),
          lambda: date.min - timedelta(1), lambda: date.fromordinal(0), lambda: date.fromordinal(3652060),
          lambda: date.fromisocalendar(2021, 53, 1), lambda: date.fromisocalendar(2021, 1, 8),
          lambda: date.fromisocalendar(0, 1, 1), lambda: d + 1, lambda: d - 1, lambda: d < 1,
          lambda: d.replace(1, 2, 3, 4), lambda: d.replace(month=13), lambda: d.replace(hour=1),
          lambda: d.ctime(1), lambda: d.isoformat(1), lambda: d.weekday(1), lambda: d < datetime(2024, 1, 1),
          lambda: d == datetime(2024, 2, 29), lambda: date(True, 1, 1), lambda: date(year=2020, month=2, day=3)):
    print(attempt(f))
