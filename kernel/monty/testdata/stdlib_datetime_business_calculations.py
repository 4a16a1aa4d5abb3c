# Practical date arithmetic: age, business days, month ends, week ranges, sorting by date.
from datetime import date, timedelta
import calendar
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 7, 5), date(2024, 7, 4)), age(date(2000, 2, 29), date(2024, 2, 28)), age(date(2000, 2, 29), date(2024, 2, 29)))
def business_days(start, end):
    n, d = 0, start
    while d < end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 2, 1)))
print([date(2024, m, calendar.monthrange(2024, m)[1]).isoformat() for m in (1, 2, 3, 12)])
d = date(2024, 7, 10)
monday = d - timedelta(days=d.weekday())
print(monday, monday + timedelta(days=6), d.isocalendar().week)
events = ["2024-03-01", "2023-12-25", "2024-01-15"]
print(sorted(events, key=date.fromisoformat), max(map(date.fromisoformat, events)) - min(map(date.fromisoformat, events)))
