# TextCalendar: months and years at several widths, line spacings, first weekdays.
import calendar

for first in (0, 6, 3):
    tc = calendar.TextCalendar(first)
    print(tc.formatmonth(2024, 2))
    print(tc.formatmonth(2021, 8, w=4, l=1))
    print(repr(tc.formatweekheader(2)), repr(tc.formatweekheader(1)), repr(tc.formatweekheader(10)))
print(calendar.TextCalendar().formatyear(2025, w=2, l=1, c=3, m=4))
print(calendar.TextCalendar(6).formatyear(1900, m=2))
print(calendar.TextCalendar().formatyear(2024, m=6, c=1))
print(repr(calendar.TextCalendar().formatmonth(2024, 1, 0, 2)))
tc = calendar.TextCalendar()
print(repr(tc.formatday(0, 0, 3)), repr(tc.formatday(5, 2, 4)), repr(tc.formatweek([(0, 0), (1, 1), (2, 2)], 2)))
print(repr(tc.formatmonthname(2024, 3, 20)), repr(tc.formatmonthname(2024, 3, 10, withyear=False)), repr(tc.formatweekday(6, 9)))
tc.prmonth(2024, 4)
tc.prweek([(1, 0), (2, 1)], 3)
print()
tc.pryear(2000, 2, 1, 6, 3)
