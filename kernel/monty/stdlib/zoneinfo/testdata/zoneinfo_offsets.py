from zoneinfo import ZoneInfo
from datetime import datetime, timedelta
for key in ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata', 'America/St_Johns']:
    z = ZoneInfo(key)
    for month in (1, 7):
        d = datetime(2023, month, 15, 12, tzinfo=z)
        print(key, month, d.utcoffset(), d.dst(), d.tzname(), d.isoformat())
