"""Concrete date/time and related types: date, time, datetime, timedelta,
timezone and the tzinfo base class.

Dates are proleptic Gregorian; internally a date is often handled as its
ordinal (day 1 is 0001-01-01). A timedelta is normalised to (days,
seconds, microseconds) with 0 <= seconds < 86400 and 0 <= microseconds <
10**6; float arguments are summed exactly and rounded half to even.
strftime and strptime are implemented here for the C locale.
"""

import math as _math
import sys

try:
    import time as _time
except ImportError:
    _time = None

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059  # date.max.toordinal()

# Days before each month in a non-leap year (index 0 unused).
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)    # days in 400 years
_DI100Y = _days_before_year(101)    # days in 100 years
_DI4Y = _days_before_year(5)        # days in 4 years


def _ord2ymd(n):
    """The (year, month, day) of proleptic Gregorian ordinal n."""
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        # The last day of a leap cycle.
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June",
                   "July", "August", "September", "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                 "Saturday", "Sunday"]


def _check_int_field(value):
    if isinstance(value, int):
        return value
    index = getattr(type(value), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return index(value)


def _check_date_fields(year, month, day):
    year = _check_int_field(year)
    month = _check_int_field(month)
    day = _check_int_field(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    dim = _days_in_month(year, month)
    if not 1 <= day <= dim:
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _check_int_field(hour)
    minute = _check_int_field(minute)
    second = _check_int_field(second)
    microsecond = _check_int_field(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, "
                        "not type '%s'" % type(tz).__name__)


def _check_utc_offset(name, offset):
    assert name in ("utcoffset", "dst")
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None "
                        "or timedelta, not '%s'" % (name, type(offset).__name__))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta "
                         "strictly between -timedelta(hours=24) and "
                         "timedelta(hours=24).")


def _divide_and_round(a, b):
    """a / b rounded to the nearest integer, ties to even."""
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _format_time(hh, mm, ss, us, timespec='auto'):
    specs = {
        'hours': '{:02d}',
        'minutes': '{:02d}:{:02d}',
        'seconds': '{:02d}:{:02d}:{:02d}',
        'milliseconds': '{:02d}:{:02d}:{:02d}.{:03d}',
        'microseconds': '{:02d}:{:02d}:{:02d}.{:06d}'
    }
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        us //= 1000
    try:
        fmt = specs[timespec]
    except KeyError:
        raise ValueError('Unknown timespec value')
    else:
        return fmt.format(hh, mm, ss, us)


def _format_offset(off, sep=':'):
    s = ''
    if off is not None:
        if off.days < 0:
            sign = "-"
            off = -off
        else:
            sign = "+"
        hh, mm = divmod(off, timedelta(hours=1))
        mm, ss = divmod(mm, timedelta(minutes=1))
        s += "%s%02d%s%02d" % (sign, hh, sep, mm)
        if ss or ss.microseconds:
            s += "%s%02d" % (sep, ss.seconds)
            if ss.microseconds:
                s += '.%06d' % ss.microseconds
    return s


def _isoweek1monday(year):
    # The ordinal of the Monday of ISO week 1: the week with the year's
    # first Thursday.
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


def _iso_to_ymd(year, week, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"Year is out of range: {year}")
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if (first_weekday == 4 or (first_weekday == 3 and _is_leap(year))):
                out_of_range = False
        if out_of_range:
            raise ValueError(f"Invalid week: {week}")
    if not 0 < day < 8:
        raise ValueError(f"Invalid weekday: {day} (range is [1, 7])")
    day_offset = (week - 1) * 7 + (day - 1)
    day_1 = _isoweek1monday(year)
    ord_day = day_1 + day_offset
    return _ord2ymd(ord_day)


# --- strftime -------------------------------------------------------------

def _wrap_strftime(obj, fmt, timetuple):
    """strftime for the C locale, done here: the date fields come from
    timetuple (y, m, d, H, M, S, wday, yday), %f %z %Z from obj."""
    y, m, d, hh, mm, ss, wday, yday = timetuple[:8]
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != '%' or i >= n:
            out.append(ch)
            continue
        ch = fmt[i]
        i += 1
        out.append(_directive(obj, ch, y, m, d, hh, mm, ss, wday, yday))
    return ''.join(out)


def _directive(obj, ch, y, m, d, hh, mm, ss, wday, yday):
    if ch == 'Y':
        return str(y)
    if ch == 'm':
        return '%02d' % m
    if ch == 'd':
        return '%02d' % d
    if ch == 'H':
        return '%02d' % hh
    if ch == 'M':
        return '%02d' % mm
    if ch == 'S':
        return '%02d' % ss
    if ch == 'f':
        return '%06d' % getattr(obj, 'microsecond', 0)
    if ch == 'y':
        return '%02d' % (y % 100)
    if ch == 'a':
        return _DAYNAMES[wday + 1]
    if ch == 'A':
        return _FULLDAYNAMES[wday + 1]
    if ch == 'b' or ch == 'h':
        return _MONTHNAMES[m]
    if ch == 'B':
        return _FULLMONTHNAMES[m]
    if ch == 'I':
        return '%02d' % (hh % 12 or 12)
    if ch == 'p':
        return 'AM' if hh < 12 else 'PM'
    if ch == 'j':
        return '%03d' % yday
    if ch == 'w':
        return str((wday + 1) % 7)
    if ch == 'u':
        return str(wday + 1)
    if ch == 'U':
        return '%02d' % ((yday - 1 + 7 - (wday + 1) % 7) // 7)
    if ch == 'W':
        return '%02d' % ((yday - 1 + 7 - wday) // 7)
    if ch == 'G' or ch == 'V':
        iso_year, iso_week, _ = _isocalendar(y, m, d)
        return str(iso_year) if ch == 'G' else '%02d' % iso_week
    if ch == 'e':
        return '%2d' % d
    if ch == 'C':
        # glibc pads the century only when the year has four digits.
        return '%02d' % (y // 100) if y >= 1000 else str(y // 100)
    if ch == 'c':
        return '%s %s %2d %02d:%02d:%02d %d' % (
            _DAYNAMES[wday + 1], _MONTHNAMES[m], d, hh, mm, ss, y)
    if ch == 'x' or ch == 'D':
        return '%02d/%02d/%02d' % (m, d, y % 100)
    if ch == 'X' or ch == 'T':
        return '%02d:%02d:%02d' % (hh, mm, ss)
    if ch == 'F':
        return '%d-%02d-%02d' % (y, m, d)
    if ch == 'R':
        return '%02d:%02d' % (hh, mm)
    if ch == 'r':
        return '%02d:%02d:%02d %s' % (hh % 12 or 12, mm, ss, 'AM' if hh < 12 else 'PM')
    if ch == 'n':
        return '\n'
    if ch == 't':
        return '\t'
    if ch == '%':
        return '%'
    if ch == 'z':
        offset = obj.utcoffset() if hasattr(obj, 'utcoffset') else None
        return _format_offset(offset, '') if offset is not None else ''
    if ch == 'Z':
        if hasattr(obj, 'tzname'):
            name = obj.tzname()
            if name is not None:
                return name.replace('%', '%%')
        return ''
    if ch == 's':
        if isinstance(obj, datetime):
            return str(int(obj.timestamp()))
        return str(int(datetime.combine(obj, time()).timestamp()))
    return '%' + ch


def _isocalendar(year, month, day):
    today = _ymd2ord(year, month, day)
    week1monday = _isoweek1monday(year)
    week, day = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _isoweek1monday(year)
        week, day = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _isoweek1monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


# --- ISO 8601 parsing -----------------------------------------------------

def _invalid_iso(s):
    return ValueError(f'Invalid isoformat string: {s!r}')


def _parse_isoformat_date(dtstr):
    """(year, month, day) of a date in any of the ISO forms 3.11 accepts;
    the caller made sure of the length."""
    assert len(dtstr) in (7, 8, 10)
    year = int(dtstr[0:4])
    has_sep = dtstr[4] == '-'
    pos = 4 + has_sep
    if dtstr[pos:pos + 1] == "W":
        pos += 1
        weekno = int(dtstr[pos:pos + 2])
        pos += 2
        dayno = 1
        if len(dtstr) > pos:
            if (dtstr[pos:pos + 1] == '-') != has_sep:
                raise ValueError("Inconsistent use of dash separator")
            pos += has_sep
            dayno = int(dtstr[pos:pos + 1])
        return list(_iso_to_ymd(year, weekno, dayno))
    month = int(dtstr[pos:pos + 2])
    pos += 2
    if (dtstr[pos:pos + 1] == "-") != has_sep:
        raise ValueError("Inconsistent use of dash separator")
    pos += has_sep
    day = int(dtstr[pos:pos + 2])
    return [year, month, day]


_FRACTION_CORRECTION = [100000, 10000, 1000, 100, 10]


def _parse_hh_mm_ss_ff(tstr):
    # HH[:MM[:SS[.fff[fff]]]] or the same without colons.
    len_str = len(tstr)
    time_comps = [0, 0, 0, 0]
    pos = 0
    for comp in range(0, 3):
        if (len_str - pos) < 2:
            raise ValueError("Incomplete time component")
        part = tstr[pos:pos + 2]
        if not part.isdigit() or not part.isascii():
            raise ValueError("Invalid time component")
        time_comps[comp] = int(part)
        pos += 2
        next_char = tstr[pos:pos + 1]
        if comp == 0:
            has_sep = next_char == ':'
        if not next_char or comp >= 2:
            break
        if has_sep and next_char != ':':
            raise ValueError("Invalid time separator: %c" % next_char)
        pos += has_sep
    if pos < len_str:
        if tstr[pos] not in '.,':
            raise ValueError("Invalid microsecond component")
        else:
            pos += 1
            len_remainder = len_str - pos
            if len_remainder >= 6:
                to_parse = 6
            else:
                to_parse = len_remainder
            digits = tstr[pos:pos + to_parse]
            if not digits.isdigit():
                raise ValueError("Non-digit values in unparsed fraction")
            time_comps[3] = int(digits)
            if to_parse < 6:
                time_comps[3] *= _FRACTION_CORRECTION[to_parse - 1]
            if (len_remainder > to_parse
                    and not tstr[(pos + to_parse):].isdigit()):
                raise ValueError("Non-digit values in unparsed fraction")
    return time_comps


def _parse_isoformat_time(tstr):
    len_str = len(tstr)
    if len_str < 2:
        raise ValueError("Isoformat time too short")
    tz_pos = (tstr.find('-') + 1 or tstr.find('+') + 1 or tstr.find('Z') + 1)
    timestr = tstr[:tz_pos - 1] if tz_pos > 0 else tstr
    time_comps = _parse_hh_mm_ss_ff(timestr)
    tzi = None
    if tz_pos == len_str and tstr[-1] == 'Z':
        tzi = timezone.utc
    elif tz_pos > 0:
        tzstr = tstr[tz_pos:]
        if len(tzstr) in (0, 1, 3):
            raise ValueError("Malformed time zone string")
        tz_comps = _parse_hh_mm_ss_ff(tzstr)
        if all(x == 0 for x in tz_comps):
            tzi = timezone.utc
        else:
            tzsign = -1 if tstr[tz_pos - 1] == '-' else 1
            td = timedelta(hours=tz_comps[0], minutes=tz_comps[1],
                           seconds=tz_comps[2], microseconds=tz_comps[3])
            tzi = timezone(tzsign * td)
    time_comps.append(tzi)
    return time_comps


def _find_isoformat_datetime_separator(dtstr):
    # The length of the date part of a datetime string.
    len_dtstr = len(dtstr)
    if len_dtstr == 7:
        return 7
    assert len_dtstr > 7
    date_separator = "-"
    week_indicator = "W"
    if dtstr[4] == date_separator:
        if dtstr[5] == week_indicator:
            if len_dtstr < 8:
                raise ValueError("Invalid ISO string")
            if len_dtstr > 8 and dtstr[8] == date_separator:
                if len_dtstr == 9:
                    raise ValueError("Invalid ISO string")
                if len_dtstr > 10 and dtstr[10].isdigit():
                    return 8
                return 10
            else:
                return 8
        else:
            return 10
    else:
        if dtstr[4] == week_indicator:
            idx = 7
            while idx < len_dtstr:
                if not dtstr[idx].isdigit():
                    break
                idx += 1
            if idx < 9:
                return idx
            if idx % 2 == 0:
                return 7
            else:
                return 8
        else:
            return 8


class _py_timedelta:
    """Represent the difference between two datetime objects.

    Supported operators: + and - with timedelta, date and datetime; * and
    / with int and float (and / and // between timedeltas); %, divmod,
    abs, negation, comparisons and bool.
    """
    __slots__ = '_days', '_seconds', '_microseconds', '_hashcode'

    def __new__(cls, days=0, seconds=0, microseconds=0,
                milliseconds=0, minutes=0, hours=0, weeks=0):
        # Everything becomes an exact number of microseconds as a fraction
        # num/den; floats contribute exactly through as_integer_ratio().
        num = 0
        den = 1
        for value, factor, name in (
                (days, 86400000000, 'days'), (seconds, 1000000, 'seconds'),
                (microseconds, 1, 'microseconds'), (milliseconds, 1000, 'milliseconds'),
                (minutes, 60000000, 'minutes'), (hours, 3600000000, 'hours'),
                (weeks, 604800000000, 'weeks')):
            if isinstance(value, int):
                if value:
                    num += value * factor * den
            elif isinstance(value, float):
                if value != value or value in (_INF, -_INF):
                    raise ValueError('cannot convert float NaN to integer') if value != value \
                        else OverflowError('cannot convert float infinity to integer')
                a, b = value.as_integer_ratio()
                num = num * b + a * factor * den
                den *= b
            else:
                raise TypeError('unsupported type for timedelta %s component: %s'
                                % (name, type(value).__name__))
        us = num if den == 1 else _divide_and_round(num, den)
        d, us = divmod(us, 86400000000)
        s, us = divmod(us, 1000000)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        return d, s, us

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append('0')
        return "%s(%s)" % (_type_name(self), ', '.join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            def plural(n):
                return n, abs(n) != 1 and "s" or ""
            s = ("%d day%s, " % plural(self._days)) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def total_seconds(self):
        """Total seconds in the duration."""
        return ((self.days * 86400 + self.seconds) * 10**6 +
                self.microseconds) / 10**6

    @property
    def days(self):
        """days"""
        return self._days

    @property
    def seconds(self):
        """seconds"""
        return self._seconds

    @property
    def microseconds(self):
        """microseconds"""
        return self._microseconds

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days + other._days,
                             self._seconds + other._seconds,
                             self._microseconds + other._microseconds)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days - other._days,
                             self._seconds - other._seconds,
                             self._microseconds - other._microseconds)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta(-self._days, -self._seconds, -self._microseconds)

    def __pos__(self):
        return self

    def __abs__(self):
        if self._days < 0:
            return -self
        else:
            return self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta(self._days * other,
                             self._seconds * other,
                             self._microseconds * other)
        if isinstance(other, float):
            usec = self._to_microseconds()
            a, b = other.as_integer_ratio()
            return timedelta(0, 0, _divide_and_round(usec * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def _to_microseconds(self):
        return ((self._days * (24 * 3600) + self._seconds) * 1000000 +
                self._microseconds)

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec // other._to_microseconds()
        if isinstance(other, int):
            return timedelta(0, 0, usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec / other._to_microseconds()
        if isinstance(other, int):
            return timedelta(0, 0, _divide_and_round(usec, other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta(0, 0, _divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            r = self._to_microseconds() % other._to_microseconds()
            return timedelta(0, 0, r)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(),
                          other._to_microseconds())
            return q, timedelta(0, 0, r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._cmp(other) == 0
        else:
            return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._cmp(other) <= 0
        else:
            return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._cmp(other) < 0
        else:
            return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._cmp(other) >= 0
        else:
            return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._cmp(other) > 0
        else:
            return NotImplemented

    def _cmp(self, other):
        assert isinstance(other, timedelta)
        return _cmp(self._getstate(), other._getstate())

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(self._getstate())
        return self._hashcode

    def __bool__(self):
        return (self._days != 0 or
                self._seconds != 0 or
                self._microseconds != 0)

    def _getstate(self):
        return (self._days, self._seconds, self._microseconds)

    def __reduce__(self):
        return (self.__class__, self._getstate())


_INF = float('inf')



class _py_date:
    """Concrete date type.

    Constructors: date(year, month, day), today(), fromtimestamp(),
    fromordinal(), fromisoformat(), fromisocalendar().
    """
    __slots__ = '_year', '_month', '_day', '_hashcode'

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        "Construct a date from a POSIX timestamp (like time.time())."
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        "Construct a date from time.time()."
        t = _time.time()
        return cls.fromtimestamp(t)

    @classmethod
    def fromordinal(cls, n):
        """Construct a date from a proleptic Gregorian ordinal.

        January 1 of year 1 is day 1.  Only the year, month and day are
        non-zero in the result.
        """
        if not 1 <= n <= _MAXORDINAL:
            raise ValueError('ordinal must be >= 1')
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        if len(date_string) not in (7, 8, 10):
            raise _invalid_iso(date_string)
        try:
            fields = _parse_isoformat_date(date_string)
        except Exception:
            raise _invalid_iso(date_string)
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """Construct a date from the ISO year, week number and weekday.

        This is the inverse of the date.isocalendar() function"""
        return cls(*_iso_to_ymd(year, week, day))

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_type_name(self), self._year,
                                      self._month,
                                      self._day)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (
            _DAYNAMES[weekday],
            _MONTHNAMES[self._month],
            self._day, self._year)

    def strftime(self, fmt):
        """Format using strftime()."""
        return _wrap_strftime(self, fmt, self._tt())

    def _tt(self):
        return (self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                _days_before_month(self._year, self._month) + self._day)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        """Return the date formatted according to ISO: YYYY-MM-DD."""
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        """year (1-9999)"""
        return self._year

    @property
    def month(self):
        """month (1-12)"""
        return self._month

    @property
    def day(self):
        """day (1-31)"""
        return self._day

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        return _build_struct_time(self._year, self._month, self._day,
                                  0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal for the year, month and day.

        January 1 of year 1 is day 1.  Only the year, month and day values
        contribute to the result.
        """
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        """Return a new date with new values for the specified fields."""
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def _cmp(self, other):
        assert isinstance(other, date)
        y, m, d = self._year, self._month, self._day
        y2, m2, d2 = other._year, other._month, other._day
        return _cmp((y, m, d), (y2, m2, d2))

    def __hash__(self):
        "Hash."
        if self._hashcode == -1:
            self._hashcode = hash(self._getstate())
        return self._hashcode

    def __add__(self, other):
        "Add a date to a timedelta."
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        """Subtract two dates, or a date and a timedelta."""
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date):
            days1 = self.toordinal()
            days2 = other.toordinal()
            return timedelta(days1 - days2)
        return NotImplemented

    def weekday(self):
        "Return day of the week, where Monday == 0 ... Sunday == 6."
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        "Return day of the week, where Monday == 1 ... Sunday == 7."
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday.

        The first ISO week of the year is the (Mon-Sun) week
        containing the year's first Thursday; everything else derives
        from that.
        """
        return _IsoCalendarDate(*_isocalendar(self._year, self._month, self._day))

    def _getstate(self):
        return (self._year, self._month, self._day)

    def __reduce__(self):
        return (self.__class__, self._getstate())


_date_class = date



class _py_tzinfo:
    """Abstract base class for time zone info classes.

    Subclasses must override the tzname(), utcoffset() and dst() methods.
    """
    __slots__ = ()

    def tzname(self, dt):
        "datetime -> string name of time zone."
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        "datetime -> timedelta, positive for east of UTC, negative for west of UTC"
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        """datetime -> DST offset as timedelta, positive for east of UTC.

        Return 0 if DST not in effect.  utcoffset() must include the DST
        offset.
        """
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        "datetime in UTC -> datetime in local time."
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")

        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc() requires a non-None utcoffset() "
                             "result")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent "
                                 "results; cannot convert")
        return dt + dtdst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        if getinitargs:
            args = getinitargs()
        else:
            args = ()
        return (self.__class__, args, self.__getstate__() if hasattr(self, '__getstate__') else None)


class IsoCalendarDate(tuple):
    """(year, week, weekday) of the ISO calendar, with named access."""

    def __new__(cls, year, week, weekday, /):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return (f'datetime.{self.__class__.__name__}'
                f'(year={self[0]}, week={self[1]}, weekday={self[2]})')


_IsoCalendarDate = IsoCalendarDate
del IsoCalendarDate


def _build_struct_time(y, m, d, hh, mm, ss, dstflag):
    wday = (_ymd2ord(y, m, d) + 6) % 7
    dnum = _days_before_month(y, m) + d
    fields = (y, m, d, hh, mm, ss, wday, dnum, dstflag)
    if _time is not None and hasattr(_time, 'struct_time'):
        return _time.struct_time(fields)
    return fields


class time:
    """Time with time zone.

    Constructor: time(hour=0, minute=0, second=0, microsecond=0,
    tzinfo=None, *, fold=0).
    """
    __slots__ = '_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_hashcode', '_fold'

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        """hour (0-23)"""
        return self._hour

    @property
    def minute(self):
        """minute (0-59)"""
        return self._minute

    @property
    def second(self):
        """second (0-59)"""
        return self._second

    @property
    def microsecond(self):
        """microsecond (0-999999)"""
        return self._microsecond

    @property
    def tzinfo(self):
        """timezone info object"""
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        else:
            return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        else:
            return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        else:
            return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        else:
            return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        else:
            return NotImplemented

    def _cmp(self, other, allow_mixed=False):
        assert isinstance(other, time)
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None

        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff

        if base_compare:
            return _cmp((self._hour, self._minute, self._second,
                         self._microsecond),
                        (other._hour, other._minute, other._second,
                         other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2  # arbitrary non-zero value
            else:
                raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        return _cmp((myhhmm, self._second, self._microsecond),
                    (othhmm, other._second, other._microsecond))

    def __hash__(self):
        """Hash."""
        if self._hashcode == -1:
            if self.fold:
                t = self.replace(fold=0)
            else:
                t = self
            tzoff = t.utcoffset()
            if not tzoff:
                self._hashcode = hash(t._getstate()[0])
            else:
                h, m = divmod(timedelta(hours=self.hour, minutes=self.minute) - tzoff,
                              timedelta(hours=1))
                assert not m % timedelta(minutes=1), "whole minute"
                m //= timedelta(minutes=1)
                if 0 <= h < 24:
                    self._hashcode = hash(time(h, m, self.second, self.microsecond))
                else:
                    self._hashcode = hash((h, m, self.second, self.microsecond))
        return self._hashcode

    def _tzstr(self):
        """Return formatted timezone offset (+xx:xx) or an empty string."""
        off = self.utcoffset()
        return _format_offset(off)

    def __repr__(self):
        """Convert to formal string, for repr()."""
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s(%d, %d%s)" % (_type_name(self), self._hour, self._minute, s)
        if self._tzinfo is not None:
            assert s[-1:] == ")"
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            assert s[-1:] == ")"
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec='auto'):
        """Return the time formatted according to ISO.

        The full format is 'HH:MM:SS.mmmmmm+zz:zz'. By default, the fractional
        part is omitted if self.microsecond == 0.
        """
        s = _format_time(self._hour, self._minute, self._second,
                         self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        """Construct a time from a string in one of the ISO 8601 formats."""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        time_string = time_string.removeprefix('T')
        try:
            fields = _parse_isoformat_time(time_string)
        except Exception:
            raise _invalid_iso(time_string)
        return cls(*fields)

    def strftime(self, fmt):
        """Format using strftime().  The date part of the timestamp passed
        to underlying strftime should not be used.
        """
        return _wrap_strftime(self, fmt, (1900, 1, 1, self._hour, self._minute,
                                          self._second, 0, 1))

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        """Return the timezone offset as timedelta, positive east of UTC
         (negative west of UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        _check_tzname(name)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta
        positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        """Return a new time with new values for the specified fields."""
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def _getstate(self):
        us2, us3 = divmod(self._microsecond, 256)
        us1, us2 = divmod(us2, 256)
        h = self._hour
        if self._fold:
            h += 128
        basestate = bytes([h, self._minute, self._second, us1, us2, us3])
        if self._tzinfo is None:
            return (basestate,)
        else:
            return (basestate, self._tzinfo)

    def __reduce__(self):
        return (self.__class__, (self._hour, self._minute, self._second,
                                 self._microsecond, self._tzinfo))


def _check_tzname(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or string, "
                        "not '%s'" % type(name).__name__)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class _py_datetime(_py_date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])

    The year, month and day arguments are required. tzinfo may be None, or an
    instance of a tzinfo subclass. The remaining arguments may be ints.
    """
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        """Construct a datetime from a POSIX timestamp (like time.time())."""
        frac, t = _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        t = int(t)
        if utc:
            days, secs = divmod(t, 86400)
            y, m, d = _ord2ymd(days + _EPOCH_ORDINAL)
            hh, rem = divmod(secs, 3600)
            mm, ss = divmod(rem, 60)
        else:
            y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        ss = min(ss, 59)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """Construct a datetime from a POSIX timestamp (like time.time()).

        A timezone info object may be passed in as well.
        """
        _check_tzinfo_arg(tz)
        result = cls._fromtimestamp(t, tz is not None, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        "Construct a datetime from time.time() and optional time zone info."
        t = _time.time()
        return cls.fromtimestamp(t, tz)

    @classmethod
    def utcnow(cls):
        "Construct a UTC datetime from time.time()."
        t = _time.time()
        return cls.utcfromtimestamp(t)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        "Construct a datetime from a given date and a given time."
        if not isinstance(date, _date_class):
            raise TypeError("date argument must be a date instance")
        if not isinstance(time, _time_class):
            raise TypeError("time argument must be a time instance")
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day,
                   time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a datetime from a string in one of the ISO 8601 formats."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')

        if len(date_string) < 7:
            raise _invalid_iso(date_string)

        try:
            separator_location = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[0:separator_location]
            tstr = date_string[(separator_location + 1):]
            date_components = _parse_isoformat_date(dstr)
        except ValueError:
            raise _invalid_iso(date_string) from None

        if tstr:
            try:
                time_components = _parse_isoformat_time(tstr)
            except ValueError:
                raise _invalid_iso(date_string) from None
        else:
            time_components = [0, 0, 0, 0, None]

        return cls(*(date_components + time_components))

    def _mktime(self):
        """Return integer POSIX timestamp of the naive local time."""
        epoch = datetime(1970, 1, 1)
        max_fold_seconds = 24 * 3600
        t = (self - epoch) // timedelta(0, 1)

        def local(u):
            y, m, d, hh, mm, ss = _time.localtime(u)[:6]
            return (datetime(y, m, d, hh, mm, ss) - epoch) // timedelta(0, 1)

        a = local(t) - t
        u1 = t - a
        t1 = local(u1)
        if t1 == t:
            u2 = u1 + (-max_fold_seconds, max_fold_seconds)[self.fold]
            b = local(u2) - u2
            if a == b:
                return u1
        else:
            b = t1 - u1
            assert a != b
        u2 = t - b
        t2 = local(u2)
        if t2 == t:
            return u2
        if t1 == t:
            return u1
        return (max, min)[self.fold](u1, u2)

    def timestamp(self):
        "Return POSIX timestamp as float"
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        else:
            return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        "Return UTC time tuple compatible with time.gmtime()."
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _build_struct_time(y, m, d, hh, mm, ss, 0)

    def timetuple(self):
        "Return local time tuple compatible with time.localtime()."
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _build_struct_time(self.year, self.month, self.day,
                                  self.hour, self.minute, self.second,
                                  dst)

    def date(self):
        "Return the date part."
        return date(self._year, self._month, self._day)

    def time(self):
        "Return the time part, with tzinfo None."
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        "Return the time part, with same tzinfo."
        return time(self.hour, self.minute, self.second, self.microsecond,
                    self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None,
                minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        """Return a new datetime with new values for the specified fields."""
        if year is None:
            year = self.year
        if month is None:
            month = self.month
        if day is None:
            day = self.day
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self.fold
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    def _local_timezone(self):
        if self.tzinfo is None:
            ts = self._mktime()
        else:
            ts = (self - _EPOCH) // timedelta(seconds=1)
        localtm = _time.localtime(ts)
        local = datetime(*localtm[:6])
        gmtoff = getattr(localtm, 'tm_gmtoff', None)
        zone = getattr(localtm, 'tm_zone', None)
        if gmtoff is None:
            gmtoff = (local - datetime.utcfromtimestamp(ts)) // timedelta(seconds=1)
        return timezone(timedelta(seconds=gmtoff), zone)

    def astimezone(self, tz=None):
        if tz is None:
            tz = self._local_timezone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("tz argument must be an instance of tzinfo")

        mytz = self.tzinfo
        if mytz is None:
            mytz = self._local_timezone()
            myoffset = mytz.utcoffset(self)
        else:
            myoffset = mytz.utcoffset(self)
            if myoffset is None:
                mytz = self.replace(tzinfo=None)._local_timezone()
                myoffset = mytz.utcoffset(self)

        if tz is mytz:
            return self

        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        "Return ctime() style string."
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday],
            _MONTHNAMES[self._month],
            self._day,
            self._hour, self._minute, self._second,
            self._year)

    def isoformat(self, sep='T', timespec='auto'):
        """Return the time formatted according to ISO.

        The full format looks like 'YYYY-MM-DD HH:MM:SS.mmmmmm'.
        By default, the fractional part is omitted if self.microsecond == 0.

        If self.tzinfo is not None, the UTC offset is also attached, giving
        giving a full format of 'YYYY-MM-DD HH:MM:SS.mmmmmm+HH:MM'.

        Optional argument sep specifies the separator between date and
        time, default 'T'.
        """
        s = ("%04d-%02d-%02d%c" % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second,
                          self._microsecond, timespec))

        off = self.utcoffset()
        tz = _format_offset(off)
        if tz:
            s += tz

        return s

    def __repr__(self):
        """Convert to formal string, for repr()."""
        L = [self._year, self._month, self._day,
             self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "%s(%s)" % (_type_name(self), ", ".join(map(str, L)))
        if self._fold:  # before tzinfo, as CPython's C repr
            assert s[-1:] == ")"
            s = s[:-1] + ", fold=1)"
        if self._tzinfo is not None:
            assert s[-1:] == ")"
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        return s

    def __str__(self):
        "Convert to string, for str()."
        return self.isoformat(sep=' ')

    @classmethod
    def strptime(cls, date_string, format):
        'string, format -> new datetime parsed from a string (like time.strptime()).'
        return _strptime_datetime(cls, date_string, format)

    def strftime(self, fmt):
        """Format using strftime()."""
        return _wrap_strftime(self, fmt, (
            self._year, self._month, self._day, self._hour, self._minute,
            self._second, self.weekday(),
            _days_before_month(self._year, self._month) + self._day))

    def utcoffset(self):
        """Return the timezone offset as timedelta positive east of UTC (negative west of
        UTC)."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        """Return the timezone name."""
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        _check_tzname(name)
        return name

    def dst(self):
        """Return 0 if DST is not in effect, or the DST offset (as timedelta
        positive eastward) if DST is in effect."""
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            return False

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def _cmp(self, other, allow_mixed=False):
        assert isinstance(other, datetime)
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None

        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            # Equality of aware datetimes across a fold is not decided by
            # the wall clock.
            if allow_mixed:
                if myoff != self.replace(fold=not self.fold).utcoffset():
                    return 2
                if otoff != other.replace(fold=not other.fold).utcoffset():
                    return 2
            base_compare = myoff == otoff

        if base_compare:
            return _cmp((self._year, self._month, self._day,
                         self._hour, self._minute, self._second,
                         self._microsecond),
                        (other._year, other._month, other._day,
                         other._hour, other._minute, other._second,
                         other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2  # arbitrary non-zero value
            else:
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __add__(self, other):
        "Add a datetime and a timedelta."
        if not isinstance(other, timedelta):
            return NotImplemented
        delta = timedelta(self.toordinal(),
                          hours=self._hour,
                          minutes=self._minute,
                          seconds=self._second,
                          microseconds=self._microsecond)
        delta += other
        hour, rem = divmod(delta.seconds, 3600)
        minute, second = divmod(rem, 60)
        if 0 < delta.days <= _MAXORDINAL:
            return type(self).combine(date.fromordinal(delta.days),
                                      time(hour, minute, second,
                                           delta.microseconds,
                                           tzinfo=self._tzinfo))
        raise OverflowError("date value out of range")

    __radd__ = __add__

    def __sub__(self, other):
        "Subtract two datetimes, or a datetime and a timedelta."
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented

        days1 = self.toordinal()
        days2 = other.toordinal()
        secs1 = self._second + self._minute * 60 + self._hour * 3600
        secs2 = other._second + other._minute * 60 + other._hour * 3600
        base = timedelta(days1 - days2,
                         secs1 - secs2,
                         self._microsecond - other._microsecond)
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self.fold:
            t = self.replace(fold=0)
        else:
            t = self
        tzoff = t.utcoffset()
        if tzoff is None:
            return hash(t._getstate()[0])
        days = _ymd2ord(self.year, self.month, self.day)
        seconds = self.hour * 3600 + self.minute * 60 + self.second
        return hash(timedelta(days, seconds, self.microsecond) - tzoff)

    def _getstate(self):
        yhi, ylo = divmod(self._year, 256)
        us2, us3 = divmod(self._microsecond, 256)
        us1, us2 = divmod(us2, 256)
        m = self._month
        if self._fold:
            m += 128
        basestate = bytes([yhi, ylo, m, self._day,
                           self._hour, self._minute, self._second,
                           us1, us2, us3])
        if self._tzinfo is None:
            return (basestate,)
        else:
            return (basestate, self._tzinfo)

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond, self._tzinfo)
        return (self.__class__, args)


_time_class = time



def _type_name(x):
    # As the C type names them: datetime.date, or a subclass's bare name.
    cls = type(x)
    if cls.__module__ == 'datetime':
        return 'datetime.' + cls.__qualname__
    return cls.__name__


def _cmperror(x, y):
    raise TypeError("can't compare %s to %s" % (_type_name(x), _type_name(y)))


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = '_offset', '_name'

    # Sentinel value to disallow None
    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is cls._Omitted:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s"
                            % type(name).__name__)
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta "
                             "strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        """pickle support"""
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (self.__class__, self.__getinitargs__())

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        """Convert to formal string, for repr()."""
        if self is self.utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return "%s(%r)" % (_type_name(self), self._offset)
        return "%s(%r, %r)" % (_type_name(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset() argument must be a datetime instance"
                        " or None")

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname() argument must be a datetime instance"
                        " or None")

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst() argument must be a datetime instance"
                        " or None")

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo "
                                 "is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance"
                        " or None")

    _maxoffset = timedelta(hours=24, microseconds=-1)
    _minoffset = -_maxoffset

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return 'UTC'
        if delta < timedelta(0):
            sign = '-'
            delta = -delta
        else:
            sign = '+'
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return (f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}'
                    f'.{microseconds:06d}')
        if seconds:
            return f'UTC{sign}{hours:02d}:{minutes:02d}:{seconds:02d}'
        return f'UTC{sign}{hours:02d}:{minutes:02d}'


UTC = timezone.utc = timezone._create(timedelta(0))
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_EPOCH_ORDINAL = _ymd2ord(1970, 1, 1)


# --- strptime ---------------------------------------------------------------

def _strptime_regex(directive):
    return {
        'd': r"(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])",
        'f': r"(?P<f>[0-9]{1,6})",
        'H': r"(?P<H>2[0-3]|[0-1]\d|\d)",
        'I': r"(?P<I>1[0-2]|0[1-9]|[1-9])",
        'G': r"(?P<G>\d\d\d\d)",
        'j': r"(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
        'm': r"(?P<m>1[0-2]|0[1-9]|[1-9])",
        'M': r"(?P<M>[0-5]\d|\d)",
        'S': r"(?P<S>6[0-1]|[0-5]\d|\d)",
        'U': r"(?P<U>5[0-3]|[0-4]\d|\d)",
        'W': r"(?P<W>5[0-3]|[0-4]\d|\d)",
        'w': r"(?P<w>[0-6])",
        'u': r"(?P<u>[1-7])",
        'V': r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
        'y': r"(?P<y>\d\d)",
        'Y': r"(?P<Y>\d\d\d\d)",
        'z': r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
        'A': '(?P<A>' + '|'.join(_FULLDAYNAMES[1:]) + ')',
        'a': '(?P<a>' + '|'.join(_DAYNAMES[1:]) + ')',
        'B': '(?P<B>' + '|'.join(_FULLMONTHNAMES[1:]) + ')',
        'b': '(?P<b>' + '|'.join(_MONTHNAMES[1:]) + ')',
        'p': '(?P<p>am|pm)',
        'Z': '(?P<Z>utc|gmt)',
        '%': '%',
    }.get(directive)


_STRPTIME_COMPOSITES = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S',
                        'D': '%m/%d/%y', 'T': '%H:%M:%S', 'R': '%H:%M', 'F': '%Y-%m-%d',
                        'h': '%b'}


def _strptime_pattern(format):
    import re
    parts = []
    seen = set()
    i = 0
    n = len(format)
    while i < n:
        ch = format[i]
        if ch == '%' and i + 1 < n:
            d = format[i + 1]
            i += 2
            if d in _STRPTIME_COMPOSITES:
                parts.append(_strptime_pattern(_STRPTIME_COMPOSITES[d]))
                continue
            regex = _strptime_regex(d)
            if regex is None:
                raise ValueError("'%s' is a bad directive in format '%s'" % (d, format))
            if d in seen and d != '%':
                # A repeated directive must match the same text.
                regex = '(?P=%s)' % d
            seen.add(d)
            parts.append(regex)
        elif ch == '%':
            raise ValueError("stray %% in format '%s'" % format)
        elif ch.isspace():
            # A run of whitespace matches any whitespace.
            while i < n and format[i].isspace():
                i += 1
            parts.append(r'\s+')
            continue
        else:
            parts.append(re.escape(ch))
            i += 1
    return ''.join(parts)


_strptime_cache = {}


def _strptime(data_string, format):
    import re
    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            msg = "strptime() argument {} must be str, not {}"
            raise TypeError(msg.format(index, type(arg)))
    compiled = _strptime_cache.get(format)
    if compiled is None:
        if len(_strptime_cache) > 100:
            _strptime_cache.clear()
        compiled = _strptime_cache[format] = re.compile(
            _strptime_pattern(format), re.IGNORECASE)
    found = compiled.match(data_string)
    if not found:
        raise ValueError("time data %r does not match format %r" %
                         (data_string, format))
    if len(data_string) != found.end():
        raise ValueError("unconverted data remains: %s" %
                         data_string[found.end():])

    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    iso_week = week_of_year = None
    week_of_year_start = None
    weekday = julian = None
    found_dict = found.groupdict()
    for group_key in found_dict.keys():
        value = found_dict[group_key]
        if value is None:
            continue
        if group_key == 'y':
            year = int(value)
            if year <= 68:
                year += 2000
            else:
                year += 1900
        elif group_key == 'Y':
            year = int(value)
        elif group_key == 'G':
            iso_year = int(value)
        elif group_key == 'm':
            month = int(value)
        elif group_key == 'B':
            month = [n.lower() for n in _FULLMONTHNAMES[1:]].index(value.lower()) + 1
        elif group_key == 'b':
            month = [n.lower() for n in _MONTHNAMES[1:]].index(value.lower()) + 1
        elif group_key == 'd':
            day = int(value)
        elif group_key == 'H':
            hour = int(value)
        elif group_key == 'I':
            hour = int(value)
            ampm = found_dict.get('p', '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif ampm == 'pm':
                if hour != 12:
                    hour += 12
        elif group_key == 'M':
            minute = int(value)
        elif group_key == 'S':
            second = int(value)
        elif group_key == 'f':
            s = value
            s += "0" * (6 - len(s))
            fraction = int(s)
        elif group_key == 'A':
            weekday = [n.lower() for n in _FULLDAYNAMES[1:]].index(value.lower())
        elif group_key == 'a':
            weekday = [n.lower() for n in _DAYNAMES[1:]].index(value.lower())
        elif group_key == 'w':
            weekday = int(value)
            if weekday == 0:
                weekday = 6
            else:
                weekday -= 1
        elif group_key == 'u':
            weekday = int(value)
            weekday -= 1
        elif group_key == 'j':
            julian = int(value)
        elif group_key in ('U', 'W'):
            week_of_year = int(value)
            if group_key == 'U':
                week_of_year_start = 6
            else:
                week_of_year_start = 0
        elif group_key == 'V':
            iso_week = int(value)
        elif group_key == 'z':
            z = value
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            msg = f"Inconsistent use of : in {found_dict['z']}"
                            raise ValueError(msg)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = (hours * 60 * 60) + (minutes * 60) + seconds
                gmtoff_remainder = z[8:]
                gmtoff_remainder_padding = "0" * (6 - len(gmtoff_remainder))
                gmtoff_fraction = int(gmtoff_remainder + gmtoff_remainder_padding)
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction

    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with "
                             "the ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
    elif iso_week is not None:
        if year is None or weekday is None:
            raise ValueError("ISO week directive '%V' must be used with "
                             "the ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        else:
            raise ValueError("ISO week directive '%V' is incompatible with "
                             "the year directive '%Y'. Use the ISO year '%G' "
                             "instead.")

    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900

    if julian is None and weekday is not None:
        if week_of_year is not None:
            week_starts_Mon = True if week_of_year_start == 0 else False
            first_weekday = date(year, 1, 1).weekday()
            if not week_starts_Mon:
                first_weekday = (first_weekday + 1) % 7
                weekday = (weekday + 1) % 7
            week_0_length = (7 - first_weekday) % 7
            if week_of_year == 0:
                julian = 1 + weekday - first_weekday
            else:
                days_to_week = week_0_length + (7 * (week_of_year - 1))
                julian = 1 + days_to_week + weekday
        elif iso_year is not None and iso_week is not None:
            year, month, day = _iso_to_ymd(iso_year, iso_week, weekday + 1)
            julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
            if julian <= 0:
                year -= 1
                yday = 366 if _is_leap(year) else 365
                julian += yday

    if julian is None:
        julian = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1
    else:
        datetime_result = date.fromordinal((julian - 1) + _ymd2ord(year, 1, 1))
        year = datetime_result.year
        month = datetime_result.month
        day = datetime_result.day
    if weekday is None:
        weekday = date(year, month, day).weekday()
    if leap_year_fix:
        year = 1900

    return (year, month, day, hour, minute, second,
            fraction, gmtoff, gmtoff_fraction)


def _strptime_datetime(cls, data_string, format="%a %b %d %H:%M:%S %Y"):
    (year, month, day, hour, minute, second,
     fraction, gmtoff, gmtoff_fraction) = _strptime(data_string, format)
    args = (year, month, day, hour, minute, second, fraction)
    if gmtoff is not None:
        tzdelta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        tz = timezone(tzdelta)
        args += (tz,)
    return cls(*args)
