# Methods and getters of the Go-implemented stdlib types, called through the
# class on an object of another type, raise CPython's descriptor TypeError.
import collections
import datetime
import decimal

cases = [lambda: collections.deque.append(5, 1), lambda: collections.deque.maxlen.__get__(5),
         lambda: collections.deque.popleft([1]), lambda: collections.deque.__len__('ab'),
         lambda: decimal.Decimal.sqrt(5), lambda: decimal.Decimal.is_nan(1.5), lambda: decimal.Decimal.__add__(1, 2),
         lambda: datetime.date.weekday(5), lambda: datetime.date.year.__get__(5), lambda: datetime.timedelta.total_seconds('x'),
         lambda: datetime.date.__sub__(1, 2), lambda: datetime.datetime.hour.__get__(datetime.date(2020, 1, 1)),
         lambda: collections.deque.append(collections.deque(), 1), lambda: datetime.date.weekday(datetime.datetime(2024, 1, 1)),
         lambda: decimal.Decimal.sqrt(decimal.Decimal(4))]
for f in cases:
    try:
        print(repr(f()))
    except TypeError as e:
        print('TypeError', e)


class D(collections.deque):
    pass


print(collections.deque.append(D(), 1), len(D([1, 2])), collections.deque.maxlen.__get__(D([], 3)))
