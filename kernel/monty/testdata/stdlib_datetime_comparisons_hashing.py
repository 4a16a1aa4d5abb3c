# datetime/date/time/timedelta equality, ordering, hashing, min/max, and mixing errors.
from datetime import datetime, date, time, timedelta
print(date(2024, 1, 1) == datetime(2024, 1, 1), date(2024, 1, 1) == date(2024, 1, 1), len({date(2024, 1, 1), date(2024, 1, 1)}))
try:
    date(2024, 1, 1) < datetime(2024, 1, 2)
except TypeError as e:
    print("TypeError:", e)
print(sorted([time(12), time(1, 30), time(0)]), timedelta(0) == timedelta(), {timedelta(hours=1): "h"}[timedelta(minutes=60)])
print(datetime.min, datetime.max.year, date.resolution, time.max, datetime(2024, 1, 1) + timedelta(microseconds=1))
try:
    datetime(2024, 1, 1) + 1
except TypeError as e:
    print("TypeError:", e)
try:
    date.max + timedelta(days=1)
except OverflowError as e:
    print("OverflowError:", e)
