# timedelta normalization, arithmetic, division, str/repr, total_seconds.
from datetime import timedelta
t = timedelta(days=1, hours=25, minutes=61, seconds=3661, milliseconds=1500, microseconds=1)
print(t, repr(t), t.days, t.seconds, t.microseconds, t.total_seconds())
print(timedelta(hours=-1), repr(timedelta(hours=-1)), -timedelta(days=1, seconds=1), abs(timedelta(seconds=-5)), timedelta(0))
print(timedelta(days=1) / timedelta(hours=1), timedelta(days=1) // timedelta(hours=5), timedelta(days=1) % timedelta(hours=5), timedelta(hours=3) * 2.5, timedelta(hours=3) / 4)
print(timedelta(weeks=2) > timedelta(days=13), timedelta(minutes=90) == timedelta(hours=1.5), sum([timedelta(hours=1)] * 30, timedelta()))
print(timedelta(microseconds=1), timedelta(seconds=0.5), timedelta(days=-1, seconds=86399), timedelta.max, timedelta.resolution)
try:
    timedelta(days=10 ** 9)
except OverflowError as e:
    print("OverflowError:", e)
