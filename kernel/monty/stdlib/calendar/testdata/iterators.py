# Calendar's iterators and list layouts, across month and year boundaries.
import calendar
import datetime

for first in range(7):
    c = calendar.Calendar(first)
    print(first, c.getfirstweekday(), list(c.iterweekdays()), list(c.itermonthdays(2024, 2))[:10])
    print('  ', c.monthdayscalendar(2023, 12)[0], c.monthdayscalendar(2023, 12)[-1], len(c.monthdays2calendar(2021, 2)))
c = calendar.Calendar(calendar.SUNDAY)
print(list(c.itermonthdays3(2024, 1))[:8], list(c.itermonthdays4(2024, 12))[-8:])
print(c.monthdatescalendar(2024, 3)[-1], [d.isoformat() for d in c.itermonthdates(2024, 3)][:3])
print(c.yeardayscalendar(2024, 4)[2][3][0], len(c.yeardatescalendar(2024, 5)), [len(r) for r in c.yeardays2calendar(2024, 5)])
print(list(calendar.Calendar().itermonthdays3(9999, 12))[-3:], list(calendar.Calendar().itermonthdays2(1, 1))[:3])
c.firstweekday = 9
print(c.firstweekday, c.getfirstweekday(), list(c.iterweekdays()))
c.setfirstweekday(-1)
print(c.firstweekday, list(c.itermonthdays(2024, 2))[:3])
try:
    list(calendar.Calendar().itermonthdates(1, 1))
except ValueError as e:
    print('ValueError', e)
try:
    list(calendar.Calendar().itermonthdays(2024, 13))
except ValueError as e:
    print(type(e).__name__, e)
print(isinstance(list(c.itermonthdates(2024, 2))[0], datetime.date), type(c.itermonthdays(2024, 1)).__name__ != 'list')
