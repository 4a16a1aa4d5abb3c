# Aware datetimes with fixed-offset timezones: conversion, utcoffset, isoformat, comparisons.
from datetime import datetime, timezone, timedelta
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
dt = datetime(2024, 6, 1, 12, 0, tzinfo=utc)
print(dt, dt.isoformat(), dt.astimezone(ist), dt.astimezone(ist).isoformat(), dt.utcoffset(), dt.tzname())
print(ist, repr(ist), timezone(timedelta(hours=-3)), timezone.utc, str(timezone(timedelta(0))), ist.utcoffset(None), ist.tzname(None))
print(dt == dt.astimezone(ist), dt - datetime(2024, 6, 1, 12, tzinfo=ist), datetime.fromisoformat("2024-06-01T12:00:00+02:00"))
print(datetime.fromtimestamp(0, tz=utc), datetime.fromtimestamp(86400 * 365.25 * 30, tz=utc), dt.timestamp())
naive = datetime(2024, 6, 1, 12)
try:
    naive < dt
except TypeError as e:
    print("TypeError:", e)
print(naive.replace(tzinfo=utc) == dt, dt.replace(tzinfo=None) == naive, dt.strftime("%Y-%m-%d %H:%M %z %Z"))
