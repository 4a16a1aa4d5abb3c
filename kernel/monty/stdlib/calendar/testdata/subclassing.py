# Subclasses overriding formatday/formatweekday change every layout.
import calendar


class Marked(calendar.TextCalendar):
    def __init__(self, marks):
        super().__init__(calendar.MONDAY)
        self.marks = set(marks)

    def formatday(self, day, weekday, width):
        text = super().formatday(day, weekday, width)
        return text.replace(' ', '*', 1) if day in self.marks else text


class ShortNames(calendar.TextCalendar):
    def formatweekday(self, day, width):
        return 'MTWTFSS'[day].center(width)


print(Marked([1, 15, 29]).formatmonth(2024, 2))
print(ShortNames(6).formatmonth(2024, 2))
print(ShortNames().formatyear(2024, m=6)[:400])


class Links(calendar.HTMLCalendar):
    def formatday(self, day, weekday):
        if day == 0:
            return '<td></td>'
        return '<td><a href="/%d">%d</a></td>' % (day, day)


print(Links().formatmonth(2024, 2))
lc = calendar.LocaleTextCalendar(0, 'C')
lh = calendar.LocaleHTMLCalendar(6)
print(lc.formatmonth(2024, 2) == calendar.TextCalendar().formatmonth(2024, 2), lc.locale, lh.firstweekday)
print(type(lc).__name__, type(lh).__name__, issubclass(calendar.LocaleTextCalendar, calendar.TextCalendar))
