# zoneinfo with the host's tz database: DST transitions and names.
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo
paris = ZoneInfo("Europe/Paris")
ny = ZoneInfo("America/New_York")
winter = datetime(2024, 1, 15, 12, tzinfo=paris)
summer = datetime(2024, 7, 15, 12, tzinfo=paris)
print(winter.utcoffset(), summer.utcoffset(), winter.tzname(), summer.tzname(), str(paris), repr(ny))
print(winter.astimezone(ny), summer.astimezone(ZoneInfo("UTC")), (summer - winter).days)
before = datetime(2024, 3, 31, 1, 30, tzinfo=paris)
print(before.isoformat(), (before + timedelta(hours=1)).isoformat(), (before.astimezone(ZoneInfo("UTC")) + timedelta(hours=1)).astimezone(paris).isoformat())
