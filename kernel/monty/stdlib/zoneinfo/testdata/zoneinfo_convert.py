from zoneinfo import ZoneInfo
from datetime import datetime, timezone
utc = datetime(2024, 3, 10, 6, 30, tzinfo=timezone.utc)
for key in ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Shanghai']:
    local = utc.astimezone(ZoneInfo(key))
    print(key, local, local.tzname(), local.astimezone(timezone.utc) == utc)
print(datetime(2024, 1, 1, tzinfo=ZoneInfo('Europe/Paris')).astimezone(ZoneInfo('Asia/Tokyo')))
