"""The Python half of monty's datetime module.

timedelta, date, datetime and tzinfo are Go types (datetime.go); their
common operations run in Go and everything else lands here.  The Go
methods forward to the functions of the namespace classes _py_timedelta,
_py_date, _py_datetime and _py_tzinfo, passing the Go object as self;
those classes are never instantiated.  Each is written under its public
name (so a message about a wrong call says "date.replace()", as a user
expects) and the module name is then given back to the Go type.

time and timezone are ordinary Python classes.  Formatting follows the C
locale, as CPython's does in a fresh process.
"""

import time as _clock

__all__ = ("MAXYEAR", "MINYEAR", "UTC", "date", "datetime", "time",
           "timedelta", "timezone", "tzinfo")

MINYEAR = 1
MAXYEAR = 9999

# The Go types, under names the rest of the file can rely on.
_GoDelta = timedelta
_GoDate = date
_GoDateTime = datetime
_GoTZInfo = tzinfo

_INF = float("inf")
_US_PER_SEC = 1000000
_US_PER_DAY = 86400 * _US_PER_SEC
_LAST_ORDINAL = 3652059          # 9999-12-31


# ---------------------------------------------------------------- calendar

_MONTH_LEN = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _month_len(y, m):
    if m == 2 and _leap(y):
        return 29
    return _MONTH_LEN[m]


def _day_of_year(y, m, d):
    n = d
    for k in range(1, m):
        n += _MONTH_LEN[k]
    if m > 2 and _leap(y):
        n += 1
    return n


def _ordinal(y, m, d):
    """Days since 0000-12-31 (so 0001-01-01 is day 1)."""
    p = y - 1
    return p * 365 + p // 4 - p // 100 + p // 400 + _day_of_year(y, m, d)


def _civil(n):
    """The (year, month, day) of ordinal n."""
    n -= 1
    c400, n = divmod(n, 146097)
    c100, n = divmod(n, 36524)
    c4, n = divmod(n, 1461)
    c1, n = divmod(n, 365)
    year = 400 * c400 + 100 * c100 + 4 * c4 + c1 + 1
    if c1 == 4 or c100 == 4:
        # The last day of a leap cycle.
        return year - 1, 12, 31
    month = 1
    while True:
        span = _month_len(year, month)
        if n < span:
            return year, month, n + 1
        n -= span
        month += 1


def _iso_week_one(year):
    """Ordinal of the Monday that starts ISO week 1 of year."""
    jan4 = _ordinal(year, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _iso_triple(y, m, d):
    o = _ordinal(y, m, d)
    year = y
    start = _iso_week_one(year)
    if o < start:
        year -= 1
        start = _iso_week_one(year)
    else:
        following = _iso_week_one(year + 1)
        if o >= following:
            year += 1
            start = following
    return year, (o - start) // 7 + 1, (o - start) % 7 + 1


def _from_iso_week(year, week, day):
    if year < MINYEAR or year > MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    if week < 1 or week > 52:
        # Week 53 exists when the year starts on a Thursday, or on a
        # Wednesday in a leap year.
        first = _ordinal(year, 1, 1) % 7
        if not (week == 53 and (first == 4 or (first == 3 and _leap(year)))):
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid day: %d (range is [1, 7])" % day)
    return _civil(_iso_week_one(year) + (week - 1) * 7 + day - 1)


_DAY_ABBR = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_DAY_FULL = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday")
_MONTH_ABBR = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
               "Sep", "Oct", "Nov", "Dec")
_MONTH_FULL = ("", "January", "February", "March", "April", "May", "June",
               "July", "August", "September", "October", "November",
               "December")


# ------------------------------------------------------------ validation

def _as_int(v):
    if isinstance(v, int):
        return v
    hook = getattr(type(v), "__index__", None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__)
    return hook(v)


def _date_fields(year, month, day):
    """The checks of date(): CPython's messages, in its order."""
    y = _as_int(year)
    if month is None:
        raise TypeError("function missing required argument 'month' (pos 2)")
    m = _as_int(month)
    if day is None:
        raise TypeError("function missing required argument 'day' (pos 3)")
    d = _as_int(day)
    if y < MINYEAR or y > MAXYEAR:
        raise ValueError("year %d is out of range" % y)
    if m < 1 or m > 12:
        raise ValueError("month must be in 1..12")
    if d < 1 or d > _month_len(y, m):
        raise ValueError("day is out of range for month")
    return y, m, d


_TIME_LIMITS = (("hour", 23), ("minute", 59), ("second", 59),
                ("microsecond", 999999))


def _time_fields(hour, minute, second, microsecond, fold):
    out = []
    for (name, top), v in zip(_TIME_LIMITS, (hour, minute, second, microsecond)):
        v = _as_int(v)
        if v < 0 or v > top:
            raise ValueError("%s must be in 0..%d" % (name, top))
        out.append(v)
    fold = _as_int(fold)
    if fold != 0 and fold != 1:
        raise ValueError("fold must be either 0 or 1")
    out.append(fold)
    return tuple(out)


def _tzinfo_or_none(tz):
    if tz is not None and not isinstance(tz, _GoTZInfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo "
                        "subclass, not type '%s'" % type(tz).__name__)


def _check_offset(kind, off):
    """Validate what a tzinfo's utcoffset() or dst() returned."""
    if off is None:
        return None
    if not isinstance(off, _GoDelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (kind, type(off).__name__))
    if not -_DAY < off < _DAY:
        raise ValueError("offset must be a timedelta strictly between "
                         "-timedelta(hours=24) and timedelta(hours=24).")
    return off


def _ask_tz(tz, kind, arg):
    if tz is None:
        return None
    return _check_offset(kind, getattr(tz, kind)(arg))


def _ask_tzname(tz, arg):
    if tz is None:
        return None
    label = tz.tzname(arg)
    if label is None or isinstance(label, str):
        return label
    raise TypeError("tzinfo.tzname() must return None or a string, "
                    "not '%s'" % type(label).__name__)


_PUBLIC = frozenset(("date", "datetime", "time", "timedelta", "timezone",
                     "tzinfo", "IsoCalendarDate"))


def _type_label(x):
    """How CPython's C types name x's type in reprs and messages."""
    t = type(x)
    if t.__module__ == "datetime" and t.__name__ in _PUBLIC:
        return "datetime." + t.__name__
    return t.__name__


def _format_arg(args, kwargs):
    """The one format argument of strftime, checked as CPython's C does."""
    given = len(args) + len(kwargs)
    if given > 1:
        raise TypeError("strftime() takes at most 1 argument (%d given)" % given)
    if args:
        value = args[0]
    elif "format" in kwargs:
        value = kwargs["format"]
    else:
        raise TypeError("strftime() missing required argument 'format' (pos 1)")
    _want_str("strftime", value)
    return value


def _iso_text(v):
    if type(v) is str or isinstance(v, str):
        return v
    raise TypeError("fromisoformat: argument must be str")


def _want_str(func, v, pos=1):
    if not isinstance(v, str):
        raise TypeError("%s() argument %d must be str, not %s"
                        % (func, pos, "None" if v is None else type(v).__name__))


# ------------------------------------------------------------- timedelta

def _round_half_even(num, den):
    q, r = divmod(num, den)
    twice = 2 * r
    if twice > den or (twice == den and q % 2 == 1):
        q += 1
    return q


_DELTA_UNITS = (("days", _US_PER_DAY), ("seconds", _US_PER_SEC),
                ("microseconds", 1), ("milliseconds", 1000),
                ("minutes", 60 * _US_PER_SEC), ("hours", 3600 * _US_PER_SEC),
                ("weeks", 7 * _US_PER_DAY))


def _delta_us(td):
    return (td.days * 86400 + td.seconds) * _US_PER_SEC + td.microseconds


def _delta(us):
    """The timedelta of us microseconds (an int)."""
    return _GoDelta(0, 0, us)


class timedelta:
    """Go's timedelta forwards here for what it does not do itself."""

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0,
                minutes=0, hours=0, weeks=0):
        # An exact sum num/den of microseconds; floats enter through their
        # exact ratio, so the one rounding is the last one.
        num, den = 0, 1
        args = (days, seconds, microseconds, milliseconds, minutes, hours, weeks)
        for (name, scale), v in zip(_DELTA_UNITS, args):
            if isinstance(v, int):
                num += v * scale * den
            elif isinstance(v, float):
                if v != v:
                    raise ValueError("cannot convert float NaN to integer")
                if v in (_INF, -_INF):
                    raise OverflowError("cannot convert float infinity to integer")
                top, bottom = v.as_integer_ratio()
                num = num * bottom + top * scale * den
                den *= bottom
            else:
                raise TypeError("unsupported type for timedelta %s "
                                "component: %s" % (name, type(v).__name__))
        us = _round_half_even(num, den) if den != 1 else num
        d, rest = divmod(us, _US_PER_DAY)
        if d >= 1 << 31 or d < -(1 << 31):
            raise OverflowError("Python int too large to convert to C int")
        if d > 999999999 or d < -999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        s, us = divmod(rest, _US_PER_SEC)
        return d, s, us

    def __repr__(self):
        parts = []
        for label, v in (("days", self.days), ("seconds", self.seconds),
                         ("microseconds", self.microseconds)):
            if v:
                parts.append("%s=%d" % (label, v))
        return "%s(%s)" % (_type_label(self), ", ".join(parts) or "0")

    def __str__(self):
        mins, s = divmod(self.seconds, 60)
        h, mins = divmod(mins, 60)
        text = "%d:%02d:%02d" % (h, mins, s)
        if self.microseconds:
            text += ".%06d" % self.microseconds
        d = self.days
        if d:
            text = "%d day%s, %s" % (d, "" if abs(d) == 1 else "s", text)
        return text

    def total_seconds(self):
        return _delta_us(self) / _US_PER_SEC

    def __add__(self, other):
        if isinstance(other, _GoDelta):
            return _delta(_delta_us(self) + _delta_us(other))
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, _GoDelta):
            return _delta(_delta_us(self) - _delta_us(other))
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, _GoDelta):
            return _delta(_delta_us(other) - _delta_us(self))
        return NotImplemented

    def __neg__(self):
        return _delta(-_delta_us(self))

    def __abs__(self):
        return _delta(abs(_delta_us(self)))

    def __mul__(self, other):
        if isinstance(other, int):
            return _delta(_delta_us(self) * other)
        if isinstance(other, float):
            top, bottom = other.as_integer_ratio()
            return _delta(_round_half_even(_delta_us(self) * top, bottom))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) // _nonzero(_delta_us(other))
        if isinstance(other, int):
            return _delta(_delta_us(self) // _nonzero(other))
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) / _delta_us(other)
        if isinstance(other, int):
            return _delta(_round_half_even(_delta_us(self), _nonzero(other)))
        if isinstance(other, float):
            top, bottom = other.as_integer_ratio()
            return _delta(_round_half_even(bottom * _delta_us(self), _nonzero(top)))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, _GoDelta):
            return _delta(_delta_us(self) % _nonzero(_delta_us(other), "integer modulo by zero"))
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, _GoDelta):
            q, r = divmod(_delta_us(self), _nonzero(_delta_us(other)))
            return q, _delta(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) == _delta_us(other)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) < _delta_us(other)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) <= _delta_us(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) > _delta_us(other)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, _GoDelta):
            return _delta_us(self) >= _delta_us(other)
        return NotImplemented

    def __reduce__(self):
        return type(self), (self.days, self.seconds, self.microseconds)

    __radd__ = __add__


def _nonzero(n, message="integer division or modulo by zero"):
    if n == 0:
        raise ZeroDivisionError(message)
    return n


_py_timedelta, timedelta = timedelta, _GoDelta
_DAY = timedelta(1)
_ZERO = timedelta(0)


# ------------------------------------------------------------------ date

class date:
    """Go's date forwards here for what it does not do itself."""

    @classmethod
    def fromtimestamp(cls, timestamp):
        tm = _clock.localtime(timestamp)
        return cls(tm.tm_year, tm.tm_mon, tm.tm_mday)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock.time())

    @classmethod
    def fromordinal(cls, n):
        n = _as_int(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        return cls(*_civil(n))

    @classmethod
    def fromisoformat(cls, text, /):
        ymd = _scan_date(_iso_text(text), 0, True)
        if ymd is None:
            raise ValueError("Invalid isoformat string: %r" % text)
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_from_iso_week(*map(_as_int, (year, week, day))))

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_type_label(self), self.year, self.month, self.day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        return _ctime(self.year, self.month, self.day, 0, 0, 0)

    def strftime(self, format):
        _want_str("strftime", format)
        return _strftime(format, self, self.year, self.month, self.day,
                         0, 0, 0, 0, None)

    def __format__(self, spec):
        _want_str("__format__", spec)
        return self.strftime(spec) if spec else str(self)

    def timetuple(self):
        return _struct_tm(self.year, self.month, self.day, 0, 0, 0, -1)

    def replace(self, *args, **changes):
        fields = _changed(("year", "month", "day"),
                          [self.year, self.month, self.day], args, changes)
        return type(self)(*fields)

    def isocalendar(self):
        return IsoCalendarDate(*_iso_triple(self.year, self.month, self.day))

    def _key(self, other):
        if isinstance(other, _GoDateTime) or not isinstance(other, _GoDate):
            return None
        return (self.year, self.month, self.day), (other.year, other.month, other.day)

    def __eq__(self, other):
        k = _py_date._key(self, other)
        return NotImplemented if k is None else k[0] == k[1]

    def __lt__(self, other):
        k = _py_date._key(self, other)
        return NotImplemented if k is None else k[0] < k[1]

    def __le__(self, other):
        k = _py_date._key(self, other)
        return NotImplemented if k is None else k[0] <= k[1]

    def __gt__(self, other):
        k = _py_date._key(self, other)
        return NotImplemented if k is None else k[0] > k[1]

    def __ge__(self, other):
        k = _py_date._key(self, other)
        return NotImplemented if k is None else k[0] >= k[1]

    def __hash__(self):
        return hash((self.year, self.month, self.day))

    def __add__(self, other):
        if not isinstance(other, _GoDelta):
            return NotImplemented
        n = _ordinal(self.year, self.month, self.day) + other.days
        if n < 1 or n > _LAST_ORDINAL:
            raise OverflowError("date value out of range")
        return type(self)(*_civil(n))

    def __sub__(self, other):
        if isinstance(other, _GoDelta):
            return date.__add__(self, -other)
        if isinstance(other, _GoDate) and not isinstance(other, _GoDateTime):
            return timedelta(_ordinal(self.year, self.month, self.day)
                             - _ordinal(other.year, other.month, other.day))
        return NotImplemented

    def __reduce__(self):
        return type(self), (_pack(self.year >> 8, self.year, self.month, self.day),)

    def __reduce_ex__(self, protocol):
        return type(self).__reduce__(self)

    __radd__ = __add__


_py_date, date = date, _GoDate


class IsoCalendarDate(tuple):
    """The (year, week, weekday) triple date.isocalendar() returns."""

    def __new__(cls, y, w, d, /):
        return tuple.__new__(cls, (y, w, d))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % (
            _type_label(self), self[0], self[1], self[2])

    def __reduce__(self):
        return tuple, (tuple(self),)


def _changed(names, values, args, changes):
    """The fields of replace(*args, **changes), checked as CPython's C
    replace() checks them."""
    if len(args) + len(changes) > len(names):
        raise TypeError("replace() takes at most %d arguments (%d given)"
                        % (len(names), len(args) + len(changes)))
    if len(args) > len(names) - 1 and names[-1] == "fold":
        raise TypeError("replace() takes at most %d positional arguments "
                        "(%d given)" % (len(names) - 1, len(args)))
    values[:len(args)] = args
    for key, v in changes.items():
        if key not in names:
            raise TypeError("'%s' is an invalid keyword argument for replace()" % key)
        k = names.index(key)
        if k < len(args):
            raise TypeError("argument for replace() given by name ('%s') and "
                            "position (%d)" % (key, k + 1))
        values[k] = v
    return values


def _struct_tm(y, m, d, hh, mm, ss, isdst):
    wday = (_ordinal(y, m, d) + 6) % 7
    return _clock.struct_time((y, m, d, hh, mm, ss, wday,
                               _day_of_year(y, m, d), isdst))


def _ctime(y, m, d, hh, mm, ss, year_format="%04d"):
    wday = (_ordinal(y, m, d) + 6) % 7
    return ("%s %s %2d %02d:%02d:%02d " + year_format) % (
        _DAY_ABBR[wday], _MONTH_ABBR[m], d, hh, mm, ss, y)


# ---------------------------------------------------------------- tzinfo

class tzinfo:
    """Go's tzinfo forwards here: the abstract methods and fromutc."""

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, _GoDateTime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        off = dt.utcoffset()
        if off is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        saving = dt.dst()
        if saving is None:
            raise ValueError("fromutc: non-None dst() result required")
        std = off - saving
        if std:
            dt += std
            saving = dt.dst()
            if saving is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; "
                                 "cannot convert")
        return dt + saving

    def __reduce__(self):
        hook = getattr(self, "__getinitargs__", None)
        args = hook() if hook is not None else ()
        state = getattr(self, "__dict__", None) or None
        return type(self), args, state


_py_tzinfo, tzinfo = tzinfo, _GoTZInfo


# ------------------------------------------------------------------ time

_TIMESPECS = ("auto", "hours", "minutes", "seconds", "milliseconds",
              "microseconds")


def _clock_text(hh, mm, ss, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _offset_text(off, sep=":"):
    """+HH:MM, with :SS and .ffffff when they are not zero; '' for None."""
    if off is None:
        return ""
    us = _delta_us(off)
    sign = "+"
    if us < 0:
        sign, us = "-", -us
    secs, us = divmod(us, _US_PER_SEC)
    mins, secs = divmod(secs, 60)
    hh, mm = divmod(mins, 60)
    text = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if secs or us:
        text += "%s%02d" % (sep, secs)
        if us:
            text += ".%06d" % us
    return text


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object

All arguments are optional. tzinfo may be None, or an instance of
a tzinfo subclass. The remaining arguments may be ints.
"""
    __slots__ = ("_hh", "_mm", "_ss", "_us", "_tz", "_fd")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None,
                *extra, fold=0):
        if extra:
            raise TypeError("function takes at most 5 positional arguments "
                            "(%d given)" % (5 + len(extra)))
        if isinstance(hour, bytes) and len(hour) == 6 and hour[0] & 0x7F < 24:
            # The state __reduce__ gives, and minute the tzinfo.
            b, tzinfo = hour, minute if minute != 0 else None
            hour, minute, second, fold = b[0] & 0x7F, b[1], b[2], b[0] >> 7
            microsecond = b[3] << 16 | b[4] << 8 | b[5]
        fields = _time_fields(hour, minute, second, microsecond, fold)
        _tzinfo_or_none(tzinfo)
        self = object.__new__(cls)
        self._hh, self._mm, self._ss, self._us, self._fd = fields
        self._tz = tzinfo
        return self

    hour = property(lambda self: self._hh, doc="hour (0-23)")
    minute = property(lambda self: self._mm, doc="minute (0-59)")
    second = property(lambda self: self._ss, doc="second (0-59)")
    microsecond = property(lambda self: self._us,
                           doc="microsecond (0-999999)")
    tzinfo = property(lambda self: self._tz, doc="timezone info object")
    fold = property(lambda self: self._fd)

    @classmethod
    def fromisoformat(cls, text, /):
        _iso_text(text)
        parsed = _scan_time(text, 1 if text.startswith("T") else 0)
        if parsed is None:
            raise ValueError("Invalid isoformat string: %r" % text)
        return cls(*parsed)

    def utcoffset(self):
        return _ask_tz(self._tz, "utcoffset", None)

    def dst(self):
        return _ask_tz(self._tz, "dst", None)

    def tzname(self):
        return _ask_tzname(self._tz, None)

    def _us_of_day(self):
        return (((self._hh * 60 + self._mm) * 60 + self._ss)
                * _US_PER_SEC + self._us)

    def _order(self, other, equality):
        """(a, b) to compare, or None when the operands do not compare."""
        if not isinstance(other, time):
            return None
        a = self._us_of_day()
        b = other._us_of_day()
        if self._tz is other._tz:
            return a, b
        off1, off2 = self.utcoffset(), other.utcoffset()
        if (off1 is None) != (off2 is None):
            if equality:
                return 0, 1
            raise TypeError("can't compare offset-naive and offset-aware times")
        if off1 is not None:
            a -= _delta_us(off1)
            b -= _delta_us(off2)
        return a, b

    def __eq__(self, other):
        k = self._order(other, True)
        return NotImplemented if k is None else k[0] == k[1]

    def __lt__(self, other):
        k = self._order(other, False)
        return NotImplemented if k is None else k[0] < k[1]

    def __le__(self, other):
        k = self._order(other, False)
        return NotImplemented if k is None else k[0] <= k[1]

    def __gt__(self, other):
        k = self._order(other, False)
        return NotImplemented if k is None else k[0] > k[1]

    def __ge__(self, other):
        k = self._order(other, False)
        return NotImplemented if k is None else k[0] >= k[1]

    def __hash__(self):
        shift = self.utcoffset()
        if shift is None:
            return hash((self._hh, self._mm, self._ss,
                         self._us))
        return hash((self._us_of_day() - _delta_us(shift), "aware"))

    def __bool__(self):
        return True

    def __repr__(self):
        args = "%d, %d" % (self._hh, self._mm)
        if self._ss or self._us:
            args += ", %d" % self._ss
        if self._us:
            args += ", %d" % self._us
        if self._fd:
            args += ", fold=1"
        if self._tz is not None:
            args += ", tzinfo=%r" % (self._tz,)
        return "%s(%s)" % (_type_label(self), args)

    def isoformat(self, timespec="auto"):
        return (_clock_text(self._hh, self._mm, self._ss,
                            self._us, timespec)
                + _offset_text(self.utcoffset()))

    __str__ = isoformat

    def strftime(self, *args, **kwargs):
        format = _format_arg(args, kwargs)
        return _strftime(format, self, 1900, 1, 1, self._hh, self._mm,
                         self._ss, self._us, self._tz)

    def __format__(self, spec):
        _want_str("__format__", spec)
        return self.strftime(spec) if spec else str(self)

    def replace(self, *args, **changes):
        *fields, fold = _changed(
            ("hour", "minute", "second", "microsecond", "tzinfo", "fold"),
            [self._hh, self._mm, self._ss, self._us, self._tz, self._fd],
            args, changes)
        return type(self)(*fields, fold=fold)

    def __reduce_ex__(self, protocol):
        hh = self._hh + (128 if self._fd and protocol > 3 else 0)
        us = self._us
        state = _pack(hh, self._mm, self._ss, us >> 16, us >> 8, us)
        if self._tz is None:
            return type(self), (state,)
        return type(self), (state, self._tz)

    def __reduce__(self):
        return self.__reduce_ex__(2)


time.min, time.max = time(), time(23, 59, 59, 999999)
time.resolution = timedelta(0, 0, 1)


# -------------------------------------------------------------- datetime

def _dt_us(dt):
    """Microseconds since 0001-01-01T00:00 of dt's own fields."""
    return ((_ordinal(dt.year, dt.month, dt.day) * 86400
             + (dt.hour * 60 + dt.minute) * 60 + dt.second) * _US_PER_SEC
            + dt.microsecond)


def _dt_from_us(cls, us, tz, fold=0):
    days, rest = divmod(us, _US_PER_DAY)
    if days < 1 or days > _LAST_ORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _civil(days)
    secs, frac = divmod(rest, _US_PER_SEC)
    mins, s = divmod(secs, 60)
    hh, mm = divmod(mins, 60)
    return cls(y, m, d, hh, mm, s, frac, tz, fold=fold)


def _split_timestamp(t):
    """Whole seconds and microseconds of timestamp t, rounded half-even."""
    if isinstance(t, int):
        return t, 0
    if not isinstance(t, float):
        t = float(_as_number(t))
    if t != t:
        raise ValueError("Invalid value NaN (not a number)")
    whole = int(t // 1)
    us = round((t - whole) * 1e6)
    if us >= _US_PER_SEC:
        whole += 1
        us -= _US_PER_SEC
    return whole, us


def _as_number(t):
    if hasattr(type(t), "__float__"):
        return t
    raise TypeError("'%s' object cannot be interpreted as an integer"
                    % type(t).__name__)


def _local_fields(seconds):
    tm = _clock.localtime(seconds)
    return tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min, min(tm.tm_sec, 59)


def _utc_fields(seconds):
    tm = _clock.gmtime(seconds)
    return tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min, min(tm.tm_sec, 59)


_EPOCH_US = 719163 * _US_PER_DAY       # 1970-01-01 as _dt_us counts


def _local_to_epoch(dt):
    """Seconds since the epoch of naive local dt; fold picks the later
    of two instants in a repeated hour, and the offset after the change
    in a skipped one (PEP 495)."""
    t = (_dt_us(dt) - _EPOCH_US) // _US_PER_SEC
    before = t - _local_offset(t - 86400)
    after = t - _local_offset(t + 86400)
    if before == after:
        return before
    ok_before = before + _local_offset(before) == t
    ok_after = after + _local_offset(after) == t
    if ok_before != ok_after:
        return before if ok_before else after
    return after if dt.fold else before


class datetime:
    """Go's datetime forwards here for what it does not do itself."""

    @classmethod
    def fromtimestamp(cls, timestamp, tz=None):
        _tzinfo_or_none(tz)
        secs, us = _split_timestamp(timestamp)
        if tz is None:
            return cls(*_local_fields(secs), us)
        value = cls(*_utc_fields(secs), us, tz)
        return tz.fromutc(value)

    @classmethod
    def utcfromtimestamp(cls, timestamp):
        secs, us = _split_timestamp(timestamp)
        return cls(*_utc_fields(secs), us)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_clock.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_clock.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _GoDate):
            raise TypeError("combine() argument 1 must be datetime.date, not %s"
                            % type(date).__name__)
        if not isinstance(time, _PyTime):
            raise TypeError("combine() argument 2 must be datetime.time, not %s"
                            % type(time).__name__)
        zone = time.tzinfo if tzinfo is True else tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute,
                   time.second, time.microsecond, zone, fold=time.fold)

    @classmethod
    def fromisoformat(cls, text, /):
        parsed = _scan_datetime(_iso_text(text))
        if parsed is None:
            raise ValueError("Invalid isoformat string: %r" % text)
        ymd, clock = parsed
        return cls(*ymd, *clock)

    @classmethod
    def strptime(cls, string, format, /):
        from _strptime import _strptime_datetime as parse
        return parse(cls, string, format)

    def timestamp(self):
        shift = self.utcoffset()
        if shift is not None:
            return (_dt_us(self) - _delta_us(shift) - _EPOCH_US) / _US_PER_SEC
        return _local_to_epoch(self) + self.microsecond / _US_PER_SEC

    def timetuple(self):
        saving = self.dst()
        flag = -1 if saving is None else (1 if saving else 0)
        return _struct_tm(self.year, self.month, self.day, self.hour,
                          self.minute, self.second, flag)

    def utctimetuple(self):
        shift = self.utcoffset()
        value = self
        if shift:
            value = _dt_from_us(_GoDateTime, _dt_us(self) - _delta_us(shift), None)
        return _struct_tm(value.year, value.month, value.day, value.hour,
                          value.minute, value.second, 0)

    def time(self):
        return _PyTime(self.hour, self.minute, self.second, self.microsecond,
                       fold=self.fold)

    def timetz(self):
        return _PyTime(self.hour, self.minute, self.second, self.microsecond,
                       self.tzinfo, fold=self.fold)

    def replace(self, *args, **changes):
        *fields, fold = _changed(
            ("year", "month", "day", "hour", "minute", "second",
             "microsecond", "tzinfo", "fold"),
            [self.year, self.month, self.day, self.hour, self.minute,
             self.second, self.microsecond, self.tzinfo, self.fold],
            args, changes)
        return type(self)(*fields, fold=fold)

    def astimezone(self, tz=None):
        if tz is not None and not isinstance(tz, _GoTZInfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo "
                            "subclass, not type '%s'" % type(tz).__name__)
        mine = self.tzinfo
        off = None if mine is None else self.utcoffset()
        if off is None:
            # Naive: read as local time.
            epoch = _local_to_epoch(self)
            off = timedelta(seconds=_local_offset(epoch))
            mine = timezone(off, _clock.strftime("%Z", _clock.localtime(epoch)))
        if tz is mine:
            return self
        utc_us = _dt_us(self) - _delta_us(off)
        if tz is None:
            epoch = (utc_us - _EPOCH_US) // _US_PER_SEC
            local = timedelta(seconds=_local_offset(epoch))
            zone = timezone(local, _clock.strftime("%Z", _clock.localtime(epoch)))
            return _dt_from_us(type(self), utc_us + _delta_us(local), zone)
        return tz.fromutc(_dt_from_us(type(self), utc_us, tz))

    def ctime(self):
        return _ctime(self.year, self.month, self.day, self.hour, self.minute,
                      self.second)

    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            if not isinstance(sep, str):
                raise TypeError("isoformat() argument 1 must be a unicode "
                                "character, not %s" % type(sep).__name__)
            raise TypeError("isoformat() argument 1 must be a unicode "
                            "character, not str")
        return ("%04d-%02d-%02d%s" % (self.year, self.month, self.day, sep)
                + _clock_text(self.hour, self.minute, self.second,
                              self.microsecond, timespec)
                + _offset_text(self.utcoffset()))

    def __str__(self):
        return datetime.isoformat(self, " ")

    def __repr__(self):
        fields = [self.year, self.month, self.day, self.hour, self.minute,
                  self.second, self.microsecond]
        while len(fields) > 5 and fields[-1] == 0:
            fields.pop()
        text = ", ".join(map(str, fields))
        if self.fold:
            text += ", fold=1"
        if self.tzinfo is not None:
            text += ", tzinfo=%r" % (self.tzinfo,)
        return "%s(%s)" % (_type_label(self), text)

    def strftime(self, format):
        _want_str("strftime", format)
        if self.tzinfo is not None:
            self.dst()          # CPython builds the timetuple first
        return _strftime(format, self, self.year, self.month, self.day,
                         self.hour, self.minute, self.second, self.microsecond,
                         self.tzinfo)

    def utcoffset(self):
        return _ask_tz(self.tzinfo, "utcoffset", self)

    def dst(self):
        return _ask_tz(self.tzinfo, "dst", self)

    def tzname(self):
        return _ask_tzname(self.tzinfo, self)

    def _order(self, other, equality):
        if not isinstance(other, _GoDateTime):
            if isinstance(other, _GoDate) and not equality:
                raise TypeError("can't compare %s to %s"
                                % (_type_label(self), _type_label(other)))
            return None
        a, b = _dt_us(self), _dt_us(other)
        if self.tzinfo is other.tzinfo:
            return a, b
        off1, off2 = self.utcoffset(), other.utcoffset()
        if equality and off1 is not None and off2 is not None:
            # An instant in a fold or gap never equals one elsewhere.
            flipped = _flip_fold(self).utcoffset(), _flip_fold(other).utcoffset()
            if flipped[0] != off1 or flipped[1] != off2:
                return 0, 1
        if (off1 is None) != (off2 is None):
            if equality:
                return 0, 1
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        if off1 is not None:
            a -= _delta_us(off1)
            b -= _delta_us(off2)
        return a, b

    def __eq__(self, other):
        k = _py_datetime._order(self, other, True)
        return NotImplemented if k is None else k[0] == k[1]

    def __lt__(self, other):
        k = _py_datetime._order(self, other, False)
        return NotImplemented if k is None else k[0] < k[1]

    def __le__(self, other):
        k = _py_datetime._order(self, other, False)
        return NotImplemented if k is None else k[0] <= k[1]

    def __gt__(self, other):
        k = _py_datetime._order(self, other, False)
        return NotImplemented if k is None else k[0] > k[1]

    def __ge__(self, other):
        k = _py_datetime._order(self, other, False)
        return NotImplemented if k is None else k[0] >= k[1]

    def __hash__(self):
        plain = _GoDateTime(self.year, self.month, self.day, self.hour,
                            self.minute, self.second, self.microsecond)
        off = _flip_fold(self).utcoffset() if self.fold else self.utcoffset()
        if off:
            plain = _dt_from_us(_GoDateTime, _dt_us(plain) - _delta_us(off), None)
        return hash(plain)

    def __add__(self, other):
        if not isinstance(other, _GoDelta):
            return NotImplemented
        return _dt_from_us(type(self), _dt_us(self) + _delta_us(other), self.tzinfo)

    def __sub__(self, other):
        if isinstance(other, _GoDelta):
            return datetime.__add__(self, -other)
        if not isinstance(other, _GoDateTime):
            return NotImplemented
        diff = _dt_us(self) - _dt_us(other)
        if self.tzinfo is not other.tzinfo:
            off1, off2 = self.utcoffset(), other.utcoffset()
            if (off1 is None) != (off2 is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            if off1 is not None:
                diff -= _delta_us(off1) - _delta_us(off2)
        return _delta(diff)

    def __reduce_ex__(self, protocol):
        # Protocol 4 and later keep the fold in the month byte.
        month = self.month + (128 if self.fold and protocol > 3 else 0)
        us = self.microsecond
        state = _pack(self.year >> 8, self.year, month, self.day, self.hour,
                      self.minute, self.second, us >> 16, us >> 8, us)
        if self.tzinfo is None:
            return type(self), (state,)
        return type(self), (state, self.tzinfo)

    def __reduce__(self):
        return _py_datetime.__reduce_ex__(self, 2)

    __radd__ = __add__


def _pack(*values):
    return bytes(v & 0xFF for v in values)


def _flip_fold(dt):
    return dt.replace(fold=1 - dt.fold)


def _local_offset(epoch):
    y, m, d, hh, mm, ss = _local_fields(epoch)
    return (_ordinal(y, m, d) * 86400 + (hh * 60 + mm) * 60 + ss
            - 719163 * 86400) - epoch


_py_datetime, datetime = datetime, _GoDateTime
_PyTime = time


# -------------------------------------------------------------- timezone

_OMITTED = object()


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ("_delta", "_label")

    def __new__(cls, offset, name=_OMITTED):
        if not isinstance(offset, _GoDelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, "
                            "not %s" % type(offset).__name__)
        if name is _OMITTED:
            name = None
            if not offset:
                return cls.utc
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s"
                            % type(name).__name__)
        if not -_DAY < offset < _DAY:
            raise ValueError("offset must be a timedelta strictly between "
                             "-timedelta(hours=24) and timedelta(hours=24), "
                             "not %r." % (offset,))
        return cls._make(offset, name)

    @classmethod
    def _make(cls, offset, name=None):
        zone = _GoTZInfo.__new__(cls)
        zone._delta, zone._label = offset, name
        return zone

    def __getinitargs__(self):
        args = (self._delta, self._label)
        return args if self._label is not None else args[:1]

    def __reduce__(self):
        return timezone, self.__getinitargs__(), None

    def __hash__(self):
        return hash(self._delta)

    def __eq__(self, other):
        if not isinstance(other, timezone):
            return NotImplemented
        return other._delta == self._delta

    def __repr__(self):
        if self is UTC:
            return "datetime.timezone.utc"
        return "%s(%s)" % (_type_label(self),
                           ", ".join(map(repr, self.__getinitargs__())))

    def __str__(self):
        return timezone.tzname(self, None)

    def _check_dt(self, method, dt):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or "
                            "None, not %s" % (method, type(dt).__name__))

    def utcoffset(self, dt):
        self._check_dt("utcoffset", dt)
        return self._delta

    def dst(self, dt):
        self._check_dt("dst", dt)
        return None

    def tzname(self, dt):
        self._check_dt("tzname", dt)
        if self._label is not None:
            return self._label
        if not self._delta:
            return "UTC"
        return "UTC" + _offset_text(self._delta)

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return self._delta + dt


timezone.utc = timezone._make(timedelta(0))
timezone.min = timezone._make(timedelta(hours=-23, minutes=-59))
timezone.max = timezone._make(timedelta(hours=23, minutes=59))
UTC = timezone.utc


# ---------------------------------------------------------------- parsing

def _num(s, i, n):
    """The n-digit ASCII number at s[i:], or None."""
    part = s[i:i + n]
    if len(part) != n or not part.isdigit() or not part.isascii():
        return None
    return int(part)


def _date_length(s, i):
    """How many characters of s from i an ISO 8601 date takes (0: none)."""
    if s[i + 4:i + 5] == "-":
        if s[i + 5:i + 6] == "W":
            return 10 if s[i + 8:i + 9] == "-" else 8
        return 10
    if s[i + 4:i + 5] == "W":
        return 8 if s[i + 7:i + 8].isdigit() else 7
    return 8


def _scan_date(s, i, whole):
    """(y, m, d) of the date at s[i:]; with whole, s must end there."""
    size = _date_length(s, i)
    if whole and len(s) - i != size:
        return None
    part = s[i:i + size]
    year = _num(part, 0, 4)
    if year is None:
        return None
    rest = part[4:]
    if rest[:1] == "-":
        rest = rest[1:]
        dashed = True
    else:
        dashed = False
    if rest[:1] == "W":
        week = _num(rest, 1, 2)
        if week is None:
            return None
        tail = rest[3:]
        if not tail:
            day = 1
        else:
            if dashed:
                if tail[:1] != "-":
                    return None
                tail = tail[1:]
            if len(tail) != 1:
                return None
            day = _num(tail, 0, 1)
            if day is None:
                return None
        try:
            return _from_iso_week(year, week, day)
        except ValueError:
            return None
    month = _num(rest, 0, 2)
    if month is None:
        return None
    if dashed:
        if rest[2:3] != "-":
            return None
        day = _num(rest, 3, 2)
        if len(rest) != 5:
            return None
    else:
        day = _num(rest, 2, 2)
        if len(rest) != 4:
            return None
    if day is None:
        return None
    # Out-of-range fields are left to the constructor's messages.
    return (year, month, day)


def _scan_clock(s):
    """(h, m, s, us) of HH[:MM[:SS[.f+]]] or its basic form; None if bad."""
    cut = len(s)
    for k, c in enumerate(s):
        if c in ".,":
            cut = k
            break
    main, frac = s[:cut], s[cut + 1:] if cut < len(s) else None
    if ":" in main:
        pieces = main.split(":")
    else:
        if len(main) % 2:
            return None
        pieces = [main[k:k + 2] for k in range(0, len(main), 2)]
    if not 1 <= len(pieces) <= 3:
        return None
    nums = []
    for p in pieces:
        if len(p) != 2:
            return None
        v = _num(p, 0, 2)
        if v is None:
            return None
        nums.append(v)
    while len(nums) < 3:
        nums.append(0)
    us = 0
    if frac is not None:
        if len(pieces) != 3 or not frac or not frac.isdigit() or not frac.isascii():
            return None
        us = int((frac + "00000")[:6])
    return nums[0], nums[1], nums[2], us


def _scan_time(s, i):
    """(h, m, s, us, tz) of the time with optional offset at s[i:]."""
    body = s[i:]
    tz = None
    for k, c in enumerate(body):
        if c in "+-Z":
            zone = body[k:]
            body = body[:k]
            if zone == "Z":
                tz = timezone.utc
            else:
                fields = _scan_clock(zone[1:])
                if fields is None:
                    return None
                hh, mm, ss, us = fields
                off = timedelta(hours=hh, minutes=mm, seconds=ss, microseconds=us)
                if zone[0] == "-":
                    off = -off
                tz = timezone.utc if not off else timezone(off)
            break
    if not body:
        return None
    fields = _scan_clock(body)
    if fields is None:
        return None
    return fields + (tz,)


def _scan_datetime(s):
    """((y, m, d), (h, m, s, us, tz)) of an ISO 8601 string, or None."""
    if len(s) < 7:
        return None
    size = _date_length(s, 0)
    ymd = _scan_date(s[:size], 0, True)
    if ymd is None:
        return None
    if len(s) == size:
        return ymd, (0, 0, 0, 0, None)
    clock = _scan_time(s, size + 1)
    if clock is None:
        return None
    return ymd, clock


# --------------------------------------------------------------- strftime

def _strftime(fmt, obj, y, m, d, hh, mm, ss, us, tz):
    """Format with the C locale's directives and glibc's padding flags."""
    out = []
    i, n = 0, len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 == n:
            out.append(c)
            i += 1
            continue
        code = fmt[i + 1]
        flag = ""
        if code in "-_0^#" and i + 2 < n:
            flag, code = code, fmt[i + 2]
            i += 1
        elif code in "EO" and i + 2 < n and fmt[i + 2] in "cCxXyYdeHImMSuUVwWy":
            code = fmt[i + 2]
            i += 1
        i += 2
        text = _directive(code, obj, y, m, d, hh, mm, ss, us, tz)
        if text is None:
            out.append("%" + flag + code)
            continue
        if flag:
            text = _apply_flag(flag, code, text)
        out.append(text)
    return "".join(out)


def _apply_flag(flag, code, text):
    """glibc's padding and case flags on one directive's text."""
    if flag in "-_":
        core = text.lstrip("0 ")
        if core == text or not text.strip(" ").isdigit():
            return text
        core = core or "0"
        return core if flag == "-" else core.rjust(len(text))
    if flag == "0":
        return text.replace(" ", "0")
    if flag == "#" and code in "pZ":
        return text.lower()
    return text.upper()


def _directive(code, obj, y, m, d, hh, mm, ss, us, tz):
    o = _ordinal(y, m, d)
    wday = (o + 6) % 7                    # Monday is 0
    yday = _day_of_year(y, m, d)
    if code == "Y":
        return str(y)
    if code == "y":
        return "%02d" % (y % 100)
    if code == "C":
        return "%02d" % (y // 100) if y >= 1000 else str(y // 100)
    if code == "m":
        return "%02d" % m
    if code == "d":
        return "%02d" % d
    if code == "e":
        return "%2d" % d
    if code == "j":
        return "%03d" % yday
    if code == "H":
        return "%02d" % hh
    if code == "k":
        return "%2d" % hh
    if code in "Il":
        h12 = hh % 12 or 12
        return ("%02d" if code == "I" else "%2d") % h12
    if code == "M":
        return "%02d" % mm
    if code == "S":
        return "%02d" % ss
    if code == "f":
        return "%06d" % us
    if code == "p":
        return "AM" if hh < 12 else "PM"
    if code == "P":
        return "am" if hh < 12 else "pm"
    if code == "a":
        return _DAY_ABBR[wday]
    if code == "A":
        return _DAY_FULL[wday]
    if code in "bh":
        return _MONTH_ABBR[m]
    if code == "B":
        return _MONTH_FULL[m]
    if code == "w":
        return str((wday + 1) % 7)
    if code == "u":
        return str(wday + 1)
    if code == "U":
        return "%02d" % ((yday + 6 - (wday + 1) % 7) // 7)
    if code == "W":
        return "%02d" % ((yday + 6 - wday) // 7)
    if code in "GgV":
        iy, iw, _ = _iso_triple(y, m, d)
        if code == "G":
            return str(iy)
        if code == "g":
            return "%02d" % (iy % 100)
        return "%02d" % iw
    if code == "c":
        return _ctime(y, m, d, hh, mm, ss, "%d")
    if code in "xD":
        return "%02d/%02d/%02d" % (m, d, y % 100)
    if code in "XT":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if code == "R":
        return "%02d:%02d" % (hh, mm)
    if code == "r":
        return "%02d:%02d:%02d %s" % (hh % 12 or 12, mm, ss, "AM" if hh < 12 else "PM")
    if code == "F":
        return "%d-%02d-%02d" % (y, m, d)
    if code == "n":
        return "\n"
    if code == "t":
        return "\t"
    if code == "%":
        return "%"
    if code == "z":
        if tz is None:
            return ""
        arg = obj if isinstance(obj, _GoDateTime) else None
        return _offset_text(_ask_tz(tz, "utcoffset", arg), "")
    if code == "Z":
        if tz is None:
            return ""
        arg = obj if isinstance(obj, _GoDateTime) else None
        name = _ask_tzname(tz, arg)
        return "" if name is None else name
    if code == "s":
        local = _GoDateTime(y, m, d, hh, mm, ss)
        return str(_local_to_epoch(local))
    return None
