# What agent code does with calendar: nth weekdays, business days, month ends.
import calendar
import datetime


def nth_weekday(year, month, weekday, n):
    days = [d for d, wd in calendar.Calendar().itermonthdays2(year, month) if d and wd == weekday]
    return datetime.date(year, month, days[n] if n >= 0 else days[n])


def business_days(year, month):
    return sum(1 for d, wd in calendar.Calendar().itermonthdays2(year, month) if d and wd < 5)


for year in (2023, 2024, 2025):
    print(year, nth_weekday(year, 11, calendar.THURSDAY, 3), nth_weekday(year, 5, calendar.MONDAY, -1),
          [business_days(year, m) for m in range(1, 13)], [calendar.monthrange(year, m)[1] for m in (1, 2, 4)])
ends = [datetime.date(2024, m, calendar.monthrange(2024, m)[1]) for m in range(1, 13)]
print([e.isoformat() for e in ends], [calendar.day_abbr[e.weekday()] for e in ends])
fridays13 = [(y, m) for y in range(2024, 2027) for m in range(1, 13) if calendar.weekday(y, m, 13) == calendar.FRIDAY]
print(fridays13, calendar.leapdays(2024, 2100))
