"""Calendars: month and year layouts as lists of weeks, plain text, or
HTML, and a few date helpers (isleap, leapdays, monthrange, timegm).

Weeks start on Monday unless told otherwise (setfirstweekday, or a
Calendar's firstweekday).  Names are the C locale's, as monty has no
other locale.
"""

import datetime
import sys

# In CPython 3.11's order (the order dir() and star-imports do not show,
# but a program printing __all__ does).
__all__ = ("IllegalMonthError IllegalWeekdayError setfirstweekday firstweekday "
           "isleap leapdays weekday monthrange monthcalendar prmonth month "
           "prcal calendar timegm month_name month_abbr day_name day_abbr "
           "Calendar TextCalendar HTMLCalendar LocaleTextCalendar "
           "LocaleHTMLCalendar weekheader MONDAY TUESDAY WEDNESDAY THURSDAY "
           "FRIDAY SATURDAY SUNDAY").split()

error = ValueError


class IllegalMonthError(ValueError):
    """A month number outside 1..12."""

    def __init__(self, month, /):
        super().__init__(month)
        self.month = self.args[0]

    def __str__(self):
        return "bad month number %r; must be 1-12" % (self.month,)


class IllegalWeekdayError(ValueError):
    """A weekday number outside 0..6."""

    def __init__(self, weekday):
        super().__init__(weekday)
        self.weekday = self.args[0]

    def __str__(self):
        return ("bad weekday number %r; must be 0 (Monday) to 6 (Sunday)"
                % (self.weekday,))


MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January, February = 1, 2

# Days per month, January first; index 0 unused.
mdays = [0] + [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class _Names:
    """Day or month names, read lazily from date.strftime (so they follow
    the formatting the rest of the process uses)."""

    def __init__(self, directive, count, first):
        self._directive = directive
        self._count = count
        self._first = first          # the day (date) named by index 0

    def _name(self, k):
        if self._count == 13 and k == 0:
            return ""
        day = self._first(k)
        return day.strftime(self._directive)

    def __getitem__(self, k):
        try:
            picks = range(self._count)[k]
        except IndexError:
            raise IndexError('list index out of range') from None
        if isinstance(k, slice):
            return [self._name(j) for j in picks]
        return self._name(picks)

    def __len__(self):
        return self._count


def _nth_weekday(k):
    return datetime.date(2001, 1, 1 + k)        # 2001-01-01 was a Monday


def _nth_month(k):
    return datetime.date(2001, k, 1)


day_name = _Names('%A', 7, _nth_weekday)
day_abbr = _Names('%a', 7, _nth_weekday)
month_name = _Names('%B', 13, _nth_month)
month_abbr = _Names('%b', 13, _nth_month)


def isleap(year):
    """Whether year is a leap year (Gregorian rules)."""
    if year % 100 == 0:
        return year % 400 == 0
    return year % 4 == 0


def leapdays(y1, y2):
    """How many leap years lie in range(y1, y2)."""
    def before(y):          # leap years in 1..y
        return y // 4 - y // 100 + y // 400
    return before(y2 - 1) - before(y1 - 1)


def weekday(year, month, day):
    """Day of the week (0 is Monday) of year-month-day; years beyond
    datetime's range repeat the 400-year cycle."""
    if year < datetime.MINYEAR or year > datetime.MAXYEAR:
        year = year % 400 + 2000
    return (datetime.date(year, month, day).toordinal() + 6) % 7


def _month_length(year, month):
    return 29 if month == 2 and isleap(year) else mdays[month]


def monthrange(year, month):
    """(weekday of the 1st, number of days) of the month."""
    if 1 <= month <= 12:
        return weekday(year, month, 1), _month_length(year, month)
    raise IllegalMonthError(month)


def _before(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _after(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


def _rows(items, size):
    items = list(items)
    return [items[k:k + size] for k in range(0, len(items), size)]


def _weeks_of(days):
    """A method cutting the days an iterator method yields into weeks."""
    def weeks(self, year, month):
        return _rows(days(self, year, month), 7)
    weeks.__name__ = days.__name__.replace('iter', '') + 'calendar'
    weeks.__qualname__ = 'Calendar.' + weeks.__name__
    return weeks


def _year_of(month_method, name):
    """A method laying out the twelve months of month_method, width a row."""
    def year_rows(self, year, width=3):
        return _rows((month_method(self, year, m) for m in range(1, 13)), width)
    year_rows.__name__ = name
    year_rows.__qualname__ = 'Calendar.' + name
    return year_rows


class Calendar:
    """Month and year layouts as weeks of days, weeks starting on
    firstweekday (0 is Monday)."""

    def __init__(self, firstweekday=0):
        self._first = firstweekday

    def getfirstweekday(self):
        return self._first % 7

    def setfirstweekday(self,
                        firstweekday):
        self._first = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday,
                            doc="The weekday a week starts on (0 is Monday).")

    def iterweekdays(self):
        """The weekday numbers of one week, in display order."""
        return ((self.firstweekday + k) % 7 for k in range(7))

    def _padding(self, year, month):
        """(days shown before the 1st, days in the month, days after)."""
        first, length = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        trail = (self.firstweekday - first - length) % 7
        return lead, length, trail

    def itermonthdays3(self, year, month):
        """(year, month, day) of every day shown, whole weeks."""
        lead, length, trail = self._padding(year, month)
        py, pm = _before(year, month)
        last = _month_length(py, pm)
        shown = [(py, pm, d) for d in range(last - lead + 1, last + 1)]
        shown += [(year, month, d) for d in range(1, length + 1)]
        ny, nm = _after(year, month)
        shown += [(ny, nm, d) for d in range(1, trail + 1)]
        return iter(shown)

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) of every day shown."""
        start = self.firstweekday
        for k, ymd in enumerate(self.itermonthdays3(year, month)):
            yield ymd + ((start + k) % 7,)

    def itermonthdates(self, year, month):
        """datetime.date of every day shown."""
        return (datetime.date(*ymd) for ymd in self.itermonthdays3(year, month))

    def itermonthdays(self, year, month):
        """Day numbers of the month, 0 for the days of its neighbours."""
        lead, length, trail = self._padding(year, month)
        return iter([0] * lead + list(range(1, length + 1)) + [0] * trail)

    def itermonthdays2(self, year, month):
        """(day number or 0, weekday) of every day shown."""
        start = self.firstweekday
        for k, d in enumerate(self.itermonthdays(year, month)):
            yield d, (start + k) % 7

    monthdatescalendar = _weeks_of(itermonthdates)
    monthdays2calendar = _weeks_of(itermonthdays2)
    monthdayscalendar = _weeks_of(itermonthdays)
    yeardatescalendar = _year_of(monthdatescalendar, 'yeardatescalendar')
    yeardays2calendar = _year_of(monthdays2calendar, 'yeardays2calendar')
    yeardayscalendar = _year_of(monthdayscalendar, 'yeardayscalendar')


def formatstring(cols, colwidth=20, spacing=6):
    """cols centred in colwidth each, spacing blanks between."""
    return (' ' * spacing).join(text.center(colwidth) for text in cols)


def format(cols, colwidth=20, spacing=6):
    """Print formatstring(cols, colwidth, spacing)."""
    line = formatstring(cols, colwidth, spacing)
    print(line)


def _printing(format_method):
    """A pr... method printing what format_method returns, no newline."""
    def show(self, *args, **kwargs):
        print(format_method(self, *args, **kwargs), end='')
    show.__name__ = 'pr' + format_method.__name__[len('format'):]
    show.__qualname__ = 'TextCalendar.' + show.__name__
    return show


class TextCalendar(Calendar):
    """Plain-text months and years, as the cal(1) command draws them."""

    def formatday(self, day, weekday,
                  width):
        return ('%2i' % day if day else '').center(width)

    def formatweek(self, theweek,
                   width):
        return ' '.join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day,
                      width):
        name = (day_name if width >= 9 else day_abbr)[day]
        return name[:width].center(width)

    def formatweekheader(self,
                         width):
        return ' '.join(self.formatweekday(k, width) for k in self.iterweekdays())

    def formatmonthname(self, theyear, themonth,
                        width, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %r' % (title, theyear)
        return title.center(width)

    def formatmonth(self, theyear, themonth,
                    w=0, l=0):
        """One month: title, weekday header, then a line per week; w is a
        day's width, l the lines each row takes."""
        w, l = max(2, w), max(1, l)
        gap = '\n' * l
        parts = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(),
                 self.formatweekheader(w).rstrip()]
        parts += [self.formatweek(week, w).rstrip()
                  for week in self.monthdays2calendar(theyear, themonth)]
        return gap.join(parts) + gap

    def formatyear(self, theyear,
                   w=2, l=1, c=6, m=3):
        """A year: m months side by side, c blanks between them."""
        w, l, c = max(2, w), max(1, l), max(2, c)
        gap = '\n' * l
        width = (w + 1) * 7 - 1
        out = [repr(theyear).center(width * m + c * (m - 1)).rstrip(), gap]
        top = self.formatweekheader(w)
        for row, months in enumerate(self.yeardays2calendar(theyear, m)):
            numbers = range(m * row + 1, min(m * row + m, 12) + 1)
            out.append(gap)
            names = [self.formatmonthname(theyear, k, width, False) for k in numbers]
            out += [formatstring(names, width, c).rstrip(), gap]
            out += [formatstring([top] * len(numbers), width, c).rstrip(), gap]
            for j in range(max(len(weeks) for weeks in months)):
                line = [self.formatweek(weeks[j], w) if j < len(weeks) else ''
                        for weeks in months]
                out += [formatstring(line, width, c).rstrip(), gap]
        return ''.join(out)

    prweek = _printing(formatweek)
    prmonth = _printing(formatmonth)
    pryear = _printing(formatyear)


class HTMLCalendar(Calendar):
    """Months and years as HTML tables; the CSS class names are class
    attributes a subclass may change."""

    cssclasses = "mon tue wed thu fri sat sun".split()
    cssclasses_weekday_head, cssclass_noday = cssclasses, "noday"
    cssclass_month_head = cssclass_month = "month"
    cssclass_year_head = cssclass_year = "year"

    def formatday(self, day,
                  weekday):
        if day:
            css = self.cssclasses[weekday]
            return '<td class="%s">%d</td>' % (css, day)
        return '<td class="%s">&nbsp;</td>' % (self.cssclass_noday,)

    def formatweek(self,
                   theweek):
        cells = ''.join(self.formatday(d, wd) for d, wd in theweek)
        return '<tr>' + cells + '</tr>'

    def formatweekday(self,
                      day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return '<tr>' + ''.join(map(self.formatweekday, self.iterweekdays())) + '</tr>'

    def formatmonthname(self, theyear, themonth,
                        withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %s' % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth,
                    withyear=True):
        rows = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">'
                % self.cssclass_month,
                self.formatmonthname(theyear, themonth, withyear=withyear),
                self.formatweekheader()]
        rows += [self.formatweek(week) for week in self.monthdays2calendar(theyear, themonth)]
        rows.append('</table>')
        return '\n'.join(rows) + '\n'

    def formatyear(self, theyear,
                   width=3):
        width = 1 if width < 1 else width
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">\n'
               % self.cssclass_year,
               '<tr><th colspan="%d" class="%s">%s</th></tr>'
               % (width, self.cssclass_year_head, theyear)]
        for first in range(1, 13, width):
            out.append('<tr>')
            for m in range(first, min(first + width, 13)):
                out += ['<td>', self.formatmonth(theyear, m, withyear=False), '</td>']
            out.append('</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3,
                       css='calendar.css', encoding=None):
        """A whole XHTML page holding formatyear(), as bytes."""
        encoding = encoding or sys.getdefaultencoding()
        head = ['<?xml version="1.0" encoding="%s"?>' % encoding,
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
                '<html>', '<head>',
                '<meta http-equiv="Content-Type" content="text/html; charset=%s" />' % encoding]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />' % css)
        head += ['<title>Calendar for %d</title>' % theyear, '</head>', '<body>']
        page = '\n'.join(head) + '\n' + self.formatyear(theyear, width) + '</body>\n</html>\n'
        return page.encode(encoding, 'xmlcharrefreplace')


def _with_locale(base):
    """base, taking a locale too; monty has only the C locale's names."""
    class Localized(base):
        def __init__(self, firstweekday=0,
                     locale=None):
            base.__init__(self, firstweekday)
            self.locale = locale or None
    Localized.__name__ = Localized.__qualname__ = 'Locale' + base.__name__
    Localized.__doc__ = base.__doc__
    return Localized


LocaleTextCalendar = _with_locale(TextCalendar)
LocaleHTMLCalendar = _with_locale(HTMLCalendar)

# The module-level functions share one TextCalendar.
c = TextCalendar()


def setfirstweekday(firstweekday):
    """Set the weekday (0 Monday .. 6 Sunday) the module's weeks start on."""
    if firstweekday in range(7):
        c.setfirstweekday(firstweekday)
    else:
        raise IllegalWeekdayError(firstweekday)


(firstweekday, monthcalendar, prweek, week, weekheader,
 prmonth, month, calendar, prcal) = (c.getfirstweekday, c.monthdayscalendar, c.prweek, c.formatweek,
                                     c.formatweekheader, c.prmonth, c.formatmonth,
                                     c.formatyear, c.pryear)

EPOCH = 1970
_EPOCH_ORDINAL = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Seconds since the epoch of a UTC time tuple (gmtime's inverse)."""
    y, mo, d, h, mi, s = tuple[:6]
    days = datetime.date(y, mo, 1).toordinal() - _EPOCH_ORDINAL + d - 1
    return ((days * 24 + h) * 60 + mi) * 60 + s
