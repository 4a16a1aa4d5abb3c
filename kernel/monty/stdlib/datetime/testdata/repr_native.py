# reprs of timedelta, date and datetime: trailing zero fields, tzinfo,
# fold, negative deltas, subclasses, inside containers.
from datetime import date, datetime, timedelta, timezone


class D(date):
    pass


class DT(datetime):
    pass


print([timedelta(0), timedelta(-1, 5), timedelta(microseconds=-1), timedelta(days=3, seconds=7, microseconds=9)])
print([date(2024, 2, 29), D(2024, 1, 1), DT(2024, 1, 1, 5)])
print([datetime(2024, 1, 1), datetime(2024, 1, 1, 0, 0, 5), datetime(2024, 1, 1, 0, 0, 0, 7),
       datetime(2024, 1, 1, 12, 30, tzinfo=timezone.utc), datetime(2024, 1, 1, fold=1),
       datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=-3), "X"), fold=1)])
print(repr(datetime.min), repr(datetime.max), repr(date.min), repr(timedelta.max), repr(timedelta.min))
print(DT(2024, 1, 1, fold=1, tzinfo=timezone.utc))
print(repr(DT(2024, 1, 1, fold=1, tzinfo=timezone.utc)))
