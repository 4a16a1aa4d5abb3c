# __reduce__ states, constructors taking them back, and copy/deepcopy.
import copy
import datetime as D

tz = D.timezone(D.timedelta(hours=2), 'X')
values = [D.date(2020, 2, 29), D.datetime(2020, 1, 2, 3, 4, 5, 678901), D.datetime(2020, 1, 2, tzinfo=tz),
          D.datetime(2021, 11, 7, 1, 30, fold=1), D.time(1, 2, 3, 4), D.time(23, 59, tzinfo=D.timezone.utc),
          D.time(5, fold=1), D.timedelta(-1, 5, 6), tz, D.timezone.utc]
for v in values:
    cls, args = v.__reduce__()[:2]
    back = cls(*args)
    print(repr(v), args, back == v, repr(back) == repr(v), v.__reduce_ex__(4)[1], copy.copy(v) == v, copy.deepcopy(v) == v)
print(copy.deepcopy(D.datetime(2021, 11, 7, 1, 30, fold=1)).fold, copy.copy(D.time(5, fold=1)).fold)
print(D.date(b'\x07\xe4\x02\x1d'), D.datetime(b'\x07\xe4\x81\x02\x03\x04\x05\x00\x00\x07').fold, D.datetime(b'\x07\xe4\x01\x02\x00\x00\x00\x00\x00\x00', tz))
print(repr(D.time(b'\x81\x02\x03\x00\x00\x04')), repr(D.time(b'\x01\x02\x03\x00\x00\x04', D.timezone.utc)))
for bad in (b'\x07\xe4\x0d\x02', b'abc'):
    try:
        D.date(bad)
    except TypeError as e:
        print('TypeError', e)
