from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone
ny = ZoneInfo('America/New_York')
for h in range(0, 5):
    for fold in (0, 1):
        d = datetime(2023, 3, 12, h, 30, fold=fold, tzinfo=ny)
        print('spring', h, fold, d.utcoffset(), d.tzname())
for h in range(0, 4):
    for fold in (0, 1):
        d = datetime(2023, 11, 5, h, 30, fold=fold, tzinfo=ny)
        print('fall', h, fold, d.utcoffset(), d.tzname(), d.astimezone(timezone.utc).time())
