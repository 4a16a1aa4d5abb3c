# struct_time, the named tuple that gmtime, localtime and strptime return.

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
           'tm_wday', 'tm_yday', 'tm_isdst')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime(), and
 accepted by asctime(), mktime() and strftime().  May be considered as a
 sequence of 9 integers."""

    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        seq = tuple(seq)
        n = len(seq)
        if n < 9:
            raise TypeError(f"time.struct_time() takes an at least 9-sequence ({n}-sequence given)")
        if n > 11:
            raise TypeError(f"time.struct_time() takes an at most 11-sequence ({n}-sequence given)")
        self = tuple.__new__(cls, seq[:9])
        self._struct_extra = seq[9:] + (None,) * (11 - n)
        return self

    def __repr__(self):
        return 'time.struct_time(' + ', '.join(
            f'{n}={v!r}' for n, v in zip(_FIELDS, self)) + ')'

    def __reduce__(self):
        return (struct_time, (tuple(self), {'tm_zone': self.tm_zone, 'tm_gmtoff': self.tm_gmtoff}))

    @property
    def tm_zone(self):
        return self._struct_extra[0]

    @property
    def tm_gmtoff(self):
        return self._struct_extra[1]


def _field(i):
    return property(lambda self: self[i])


for _i, _n in enumerate(_FIELDS):
    setattr(struct_time, _n, _field(_i))
del _i, _n, _field
