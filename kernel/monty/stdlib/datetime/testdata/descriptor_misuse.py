# Methods and getters of the datetime types called on the wrong object:
# CPython's descriptor errors, never a crash.
import datetime as D

cases = [lambda: D.date.weekday(), lambda: D.date.weekday(5), lambda: D.date.year.__get__(5), lambda: D.date.toordinal(D.datetime(2020, 1, 1)),
         lambda: D.timedelta.total_seconds(D.date(2020, 1, 1)), lambda: D.date.__dict__['year'], lambda: D.date(2020, 1, 1).year.__class__,
         lambda: setattr(D.date(2020, 1, 1), 'year', 1), lambda: D.date(2020, 1, 1).foo, lambda: D.datetime.hour.__get__(D.date(2020, 1, 1)),
         lambda: D.datetime.date(D.date(2020, 1, 1)), lambda: D.date.ctime('x'), lambda: D.date.isoformat(None), lambda: D.timedelta.days.__get__(1.5),
         lambda: D.datetime.tzinfo.__get__(3), lambda: D.date.__add__(1, D.timedelta(1)), lambda: D.timedelta.__neg__(7), lambda: D.date.__hash__('s'),
         lambda: D.tzinfo.utcoffset(5, None), lambda: D.datetime.strftime(D.date(2020, 1, 1), '%Y'), lambda: D.date.strftime(D.datetime(2020, 1, 1, 5), '%H'),
         lambda: D.date.__repr__(D.datetime(2020, 1, 1)), lambda: D.date.__str__(D.datetime(2020, 1, 1))]
for f in cases:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
