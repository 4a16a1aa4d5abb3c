# Converting one instant across several zones; fold for ambiguous local times.
from datetime import datetime, timezone
from zoneinfo import ZoneInfo
instant = datetime(2024, 11, 3, 12, 0, tzinfo=timezone.utc)
for key in ["UTC", "America/Los_Angeles", "Europe/London", "Asia/Tokyo", "Australia/Sydney", "Asia/Kolkata"]:
    local = instant.astimezone(ZoneInfo(key))
    print(f"{key:20} {local.isoformat()} {local.tzname()}")
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ZoneInfo("America/New_York"))
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.tzname(), amb.replace(fold=1).tzname())
