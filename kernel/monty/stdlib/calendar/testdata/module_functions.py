# The module-level functions and the shared first weekday.
import calendar
import io
import contextlib

print(calendar.firstweekday(), calendar.monthcalendar(2024, 2))
print(calendar.month(2024, 2), calendar.weekheader(3))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 2)[0])
print(calendar.month(2024, 2, 3))
print(calendar.week([(1, 6), (2, 0), (3, 1)], 2), calendar.weekheader(2))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    calendar.prmonth(2024, 7)
    calendar.prweek([(4, 3)], 2)
    calendar.prcal(2024, m=4)
print(repr(buf.getvalue()[:400]))
calendar.setfirstweekday(0)
print(calendar.calendar(2024, 2, 1, 6, 3)[:300])
calendar.format(['a', 'b', 'c'])
calendar.format(['left', 'right'], 10, 2)
print(repr(calendar.formatstring(['x', 'y'], 5, 1)), repr(calendar.formatstring([])))
print(sorted(calendar.__all__))
