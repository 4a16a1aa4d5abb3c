# datetime.date and timedelta arithmetic, comparison, weekday, isocalendar, replace.
from datetime import date, timedelta
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=1), d + timedelta(days=2), d - date(2023, 12, 25), (d - date(2024, 1, 1)).days)
print(d.weekday(), d.isoweekday(), d.isocalendar(), tuple(d.isocalendar()), d.isoformat(), d.replace(day=1), d.toordinal(), date.fromordinal(738944))
print(date(2024, 1, 1) < date(2024, 1, 2), max(date(2020, 5, 1), date(2019, 12, 31)), sorted([date(2022, 1, 1), date(2021, 6, 1)]))
print(date.fromisoformat("2023-07-04"), date.fromisocalendar(2024, 1, 1), date(2024, 3, 1) - timedelta(days=1), date.min, date.max)
print(d.year, d.month, d.day, d.timetuple()[:6], d.ctime(), d.strftime("%Y/%m/%d %A %B %j %U %a %b"))
for bad in [lambda: date(2023, 2, 29), lambda: date(2024, 13, 1), lambda: date(0, 1, 1), lambda: date.fromisoformat("2024-1-1")]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
