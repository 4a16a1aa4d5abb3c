from zoneinfo import ZoneInfo
from datetime import datetime, timedelta
p = ZoneInfo('Europe/Paris')
d = datetime(2023, 3, 25, 12, tzinfo=p)
for days in range(3):
    n = d + timedelta(days=days)
    print(n, n.utcoffset())
a = datetime(2023, 3, 26, 1, tzinfo=p)
b = datetime(2023, 3, 26, 4, tzinfo=p)
print(b - a, (b - a).total_seconds())
print(sorted([datetime(2023, 1, 1, 12, tzinfo=ZoneInfo('Asia/Tokyo')), datetime(2023, 1, 1, 1, tzinfo=ZoneInfo('UTC'))]))
