from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
ny = ZoneInfo('America/New_York')
start = datetime(2023, 11, 5, 4, 0, tzinfo=timezone.utc)
for i in range(5):
    u = start + timedelta(minutes=30 * i)
    loc = u.astimezone(ny)
    print(u.time(), loc.time(), loc.fold, loc.tzname())
try:
    ny.fromutc(datetime(2023, 1, 1, tzinfo=ZoneInfo('UTC')))
except ValueError as e:
    print('ValueError', e)
try:
    ny.fromutc('x')
except TypeError as e:
    print('TypeError', e)
