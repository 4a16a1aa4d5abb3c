# Year layouts as data: rows of months, and their text rendering.
import calendar

c = calendar.Calendar()
for width in (1, 2, 3, 4, 6, 12):
    rows = c.yeardayscalendar(2024, width)
    print(width, len(rows), [len(r) for r in rows], [len(m) for m in rows[0]], rows[-1][-1][-1])
for m, weeks in enumerate(c.yeardays2calendar(2023, 12)[0], 1):
    print(m, len(weeks), weeks[0][:3], weeks[-1][-3:])
for y in (1, 1752, 2000, 9999):
    text = calendar.TextCalendar().formatyear(y)
    print(y, len(text), text.count('\n'), text.splitlines()[0].strip(), text.splitlines()[2].strip())
