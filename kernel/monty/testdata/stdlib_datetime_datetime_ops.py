# datetime: construction, arithmetic, comparison, isoformat/fromisoformat, replace, combine.
from datetime import datetime, date, time, timedelta
dt = datetime(2024, 3, 10, 14, 30, 5, 123456)
print(dt, repr(dt), dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"), dt.isoformat(timespec="milliseconds"))
print(dt + timedelta(hours=10), dt - timedelta(days=10, minutes=31), dt - datetime(2024, 1, 1), dt.date(), dt.time(), dt.replace(year=2000, microsecond=0))
print(datetime.fromisoformat("2024-03-10T14:30:05"), datetime.fromisoformat("2024-03-10 14:30:05.500"), datetime.combine(date(2020, 1, 1), time(9, 15)))
print(dt > datetime(2024, 3, 10), dt.weekday(), dt.timetuple().tm_yday, dt.hour, dt.minute, dt.second, dt.microsecond)
print(time(23, 59, 59, 999999), time(7), time(7).isoformat(), time.fromisoformat("12:34:56"), time(1, 2) < time(1, 3))
print(datetime(2024, 1, 1).strftime("%Y-%m-%d %H:%M:%S %p %I %y %%"), datetime.strptime("2023-11-05 07:08:09", "%Y-%m-%d %H:%M:%S"))
print(datetime.strptime("05/Nov/2023", "%d/%b/%Y").date(), datetime.strptime("1:05 PM", "%I:%M %p").time())
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2023-01-01 extra", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
now = datetime.now()
print(type(now).__name__, now.year >= 2024, isinstance(datetime.today(), date))
