# zoneinfo: gaps and folds both ways, dst(), names, the cache, bad keys.
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
paris = ZoneInfo("Europe/Paris")
print(paris is ZoneInfo("Europe/Paris"), ZoneInfo.no_cache("Europe/Paris") is paris, paris.key)
for fold in (0, 1):
    gap = datetime(2024, 3, 31, 2, 30, fold=fold, tzinfo=paris)
    amb = datetime(2024, 10, 27, 2, 30, fold=fold, tzinfo=paris)
    print(gap.isoformat(), gap.dst(), gap.tzname(), amb.isoformat(), amb.dst(), amb.tzname())
ny = ZoneInfo("America/New_York")
for h in range(4, 8):
    u = datetime(2024, 11, 3, h, 30, tzinfo=timezone.utc)
    local = u.astimezone(ny)
    print(local.isoformat(), local.fold, local.tzname(), local.astimezone(timezone.utc) == u)
print(datetime(2024, 7, 4, 12, tzinfo=ny).timestamp(), datetime.fromtimestamp(1720108800, ny))
print(ZoneInfo("Asia/Kolkata").utcoffset(datetime(2024, 1, 1)), ZoneInfo("UTC").tzname(None))
for bad in ["Nowhere/City", "../etc/passwd", "/etc/localtime"]:
    try:
        ZoneInfo(bad)
    except ZoneInfoNotFoundError as e:
        print("ZoneInfoNotFoundError", e, isinstance(e, KeyError))
    except ValueError as e:
        print("ValueError", e)
