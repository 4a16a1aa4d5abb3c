# calendar: month text, leap years, weekday, monthrange, monthcalendar.
import calendar
print(calendar.month(2024, 2))
print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(2000, 2025))
print(calendar.weekday(2024, 7, 4), calendar.monthrange(2024, 2), calendar.monthrange(2023, 12), calendar.day_name[0], calendar.month_abbr[12])
print(calendar.monthcalendar(2024, 2)[:2], list(calendar.day_abbr), calendar.timegm((2024, 1, 1, 0, 0, 0)))
c = calendar.TextCalendar(firstweekday=6)
print(c.formatmonth(2024, 3))
print(list(calendar.Calendar().itermonthdays(2024, 2))[:10])
