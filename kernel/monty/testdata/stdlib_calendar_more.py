# calendar: month/year helpers, day/month names, iterators, and HTML-free text output.
import calendar
print(calendar.month_name[1:4], calendar.day_name[6], calendar.firstweekday(), calendar.weekheader(2))
print(calendar.monthrange(2023, 2), calendar.monthrange(2024, 2), [calendar.isleap(y) for y in (1900, 2000, 2023, 2024)])
cal = calendar.Calendar(firstweekday=calendar.SUNDAY)
print([d for d in cal.itermonthdates(2024, 2)][:3], list(cal.iterweekdays()), cal.monthdayscalendar(2024, 2)[0])
print(calendar.TextCalendar().formatmonth(2023, 12, w=3))
print(calendar.prmonth is not None, len(calendar.calendar(2024).splitlines()) > 30)
