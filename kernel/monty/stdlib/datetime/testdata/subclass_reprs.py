# Subclasses of the datetime types keep their class through operations;
# reprs, type names and method reprs print as CPython's.
import datetime as D


class MyDate(D.date):
    pass


class MyDT(D.datetime):
    def label(self):
        return 'dt:' + self.isoformat()


class MyDelta(D.timedelta):
    pass


class MyTime(D.time):
    pass


print(repr(MyDate(2020, 1, 1)), repr(MyDT(2020, 1, 1)), repr(MyDelta(1)), repr(MyTime(1)))
print(repr(MyDate(2020, 1, 1) + D.timedelta(1)), repr(MyDT(2020, 1, 1) + D.timedelta(1)), repr(MyDelta(1) + MyDelta(1)))
print(repr(MyDT(2020, 1, 1).replace(year=2021)), type(MyDate.today()).__name__, type(MyDT.now()).__name__)
print(type(MyDT.fromisoformat('2020-01-01')).__name__, type(MyDate.fromordinal(5)).__name__, repr(MyDT(2020, 1, 1).date()))
print(repr(MyDT.combine(D.date(2020, 1, 1), D.time(1))), MyDT(2020, 1, 2).label(), MyDate(2020, 1, 1) == D.date(2020, 1, 1))
print(D.date, D.datetime, D.time, D.timedelta, D.timezone, D.tzinfo, D.MINYEAR, D.MAXYEAR)
print(D.date.strftime, D.datetime.isoformat, D.timedelta.total_seconds, D.date.year)
print(D.date.__name__, D.date.__module__, D.datetime.__qualname__, D.time.__module__, D.timezone.__name__)
print(issubclass(D.datetime, D.date), issubclass(D.timezone, D.tzinfo), isinstance(D.datetime(2020, 1, 1), D.date))
print(sorted(n for n in D.__all__))
for f in (lambda: D.date(2020, 1, 1) + 'x', lambda: D.datetime(2020, 1, 1) - 1, lambda: D.timedelta(1) * D.timedelta(1),
          lambda: D.date.today() < 'x', lambda: D.date.strftime(), lambda: MyDate(2020, 13, 1)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
