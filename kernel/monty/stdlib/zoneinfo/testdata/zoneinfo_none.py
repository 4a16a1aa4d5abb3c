from zoneinfo import ZoneInfo
from datetime import datetime, time
z = ZoneInfo('Europe/Paris')
print(z.utcoffset(None), z.dst(None), z.tzname(None))
u = ZoneInfo('UTC')
print(u.utcoffset(None), u.dst(None), u.tzname(None))
try:
    z.utcoffset(5)
except AttributeError as e:
    print('AttributeError', e)
t = time(12, 0, tzinfo=u)
print(t.utcoffset(), t.tzname())
