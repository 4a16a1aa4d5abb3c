# User tzinfo subclasses: fromutc, dst rules, bad results, fold and pickling hooks.
from datetime import datetime, timedelta, tzinfo, timezone
import copy

H = timedelta(hours=1)


class Fixed(tzinfo):
    def __init__(self, hours=0, name="UTC"):
        self.off = timedelta(hours=hours)
        self.name = name

    def utcoffset(self, dt):
        return self.off

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return self.name

    def __repr__(self):
        return 'Fixed(%s)' % self.name


class Summer(tzinfo):
    """+1 in winter, +2 from April to September (a toy rule)."""

    def utcoffset(self, dt):
        return H + self.dst(dt)

    def dst(self, dt):
        return H if 4 <= dt.month <= 9 else timedelta(0)

    def tzname(self, dt):
        return 'SUM' if self.dst(dt) else 'WIN'


class Bad(tzinfo):
    def utcoffset(self, dt):
        return 5

    def tzname(self, dt):
        return 5

    def dst(self, dt):
        return timedelta(days=1)


class Empty(tzinfo):
    pass


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


f = Fixed(3, 'MSK')
x = datetime(2024, 6, 1, 12, tzinfo=f)
print(repr(x), x, x.utcoffset(), x.tzname(), x.dst(), x.astimezone(timezone.utc), x.timestamp())
s = Summer()
for m in (1, 6):
    y = datetime(2024, m, 1, 12, tzinfo=s)
    print(y, y.tzname(), y.utcoffset(), y.dst(), y.astimezone(timezone.utc), y.timetuple().tm_isdst)
print(datetime(2024, 6, 1, 10, tzinfo=timezone.utc).astimezone(s), datetime(2024, 1, 1, 10, tzinfo=timezone.utc).astimezone(s))
print(s.fromutc(datetime(2024, 7, 1, tzinfo=s)), datetime.now(f).tzinfo, datetime(2024, 6, 1, tzinfo=s) == datetime(2024, 5, 31, 22, tzinfo=timezone.utc))
print(copy.deepcopy(x) == x, copy.copy(x) is not None, copy.deepcopy(timezone(H)) == timezone(H))
b = datetime(2024, 1, 1, tzinfo=Bad())
e = datetime(2024, 1, 1, tzinfo=Empty())
for g in (lambda: b.utcoffset(), lambda: b.tzname(), lambda: b.dst(), lambda: e.utcoffset(), lambda: e.tzname(),
          lambda: e.dst(), lambda: Empty().fromutc(1), lambda: Empty().fromutc(datetime(2020, 1, 1)),
          lambda: f.fromutc(datetime(2020, 1, 1, tzinfo=f)), lambda: tzinfo().utcoffset(None),
          lambda: type(tzinfo()).__name__, lambda: b.strftime('%z'), lambda: e == datetime(2024, 1, 1, tzinfo=Empty())):
    print(attempt(g))
