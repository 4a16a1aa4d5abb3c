# isleap, leapdays, weekday, monthrange, timegm, names, and the errors.
import calendar
import time


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


print([y for y in range(1890, 2030) if calendar.isleap(y)][:10], calendar.isleap(-4), calendar.isleap(0))
print(calendar.leapdays(2000, 2001), calendar.leapdays(2001, 2000), calendar.leapdays(1, 10000), calendar.leapdays(-100, 100))
print([calendar.weekday(y, 1, 1) for y in (1, 1582, 1970, 2000, 9999, 10000, 0, -1, 12345)])
print([calendar.monthrange(2024, m) for m in range(1, 13)], calendar.monthrange(1900, 2), calendar.monthrange(2000, 2))
print(calendar.timegm((1970, 1, 1, 0, 0, 0)), calendar.timegm((2024, 2, 29, 12, 30, 15, 0, 0, 0)), calendar.timegm(time.gmtime(1700000000)))
print(calendar.timegm((2024, 1, 32, 0, 0, 0)), calendar.timegm((1969, 12, 31, 23, 59, 59)), calendar.EPOCH)
print(list(calendar.day_name), list(calendar.day_abbr), calendar.month_name[12], calendar.month_abbr[-1], calendar.month_name[0] == '')
print(calendar.day_name[1:3], calendar.month_abbr[::4], len(calendar.month_name), len(calendar.day_abbr), calendar.day_name[-1])
print(calendar.mdays, calendar.January, calendar.February, calendar.error is ValueError, [calendar.MONDAY, calendar.SUNDAY])
for f in (lambda: calendar.monthrange(2024, 0), lambda: calendar.monthrange(2024, 13), lambda: calendar.setfirstweekday(7),
          lambda: calendar.setfirstweekday(-1), lambda: calendar.month_name[13], lambda: calendar.day_name[7],
          lambda: calendar.weekday(2024, 2, 30), lambda: calendar.TextCalendar().formatmonth(2024, 13),
          lambda: calendar.isleap('x'), lambda: calendar.monthrange(2024, '1')):
    print(attempt(f))
e = calendar.IllegalMonthError(13)
w = calendar.IllegalWeekdayError(8)
print(e.month, str(e), repr(e), e.args, w.weekday, str(w), isinstance(e, ValueError), isinstance(w, ValueError))
