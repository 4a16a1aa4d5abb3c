# HTMLCalendar: months, years, the page, and CSS class overrides.
import calendar

h = calendar.HTMLCalendar(calendar.SUNDAY)
print(h.formatmonth(2024, 2))
print(h.formatmonth(2024, 2, withyear=False))
print(h.formatyear(2023, width=4)[:600])
print(len(h.formatyear(2023)), h.formatyear(2023, 0)[:200])
page = h.formatyearpage(2024, css=None)
print(type(page).__name__, page[:300], page[-40:])
print(calendar.HTMLCalendar().formatyearpage(2024, 2, 'x.css', 'ascii')[:330])
print(h.formatday(0, 1), h.formatday(3, 4), h.formatweekday(0), h.formatweekheader(), h.formatmonthname(2024, 5))


class Styled(calendar.HTMLCalendar):
    cssclasses = ['w', 'w', 'w', 'w', 'w', 'end', 'end']
    cssclass_noday = 'blank'
    cssclass_month = 'cal'
    cssclasses_weekday_head = ['h'] * 7


print(Styled().formatmonth(2024, 6))
print(calendar.HTMLCalendar.cssclasses, calendar.HTMLCalendar.cssclass_year, calendar.HTMLCalendar.cssclass_year_head)
