from zoneinfo import ZoneInfo
a = ZoneInfo('Europe/Berlin')
b = ZoneInfo('Europe/Berlin')
c = ZoneInfo.no_cache('Europe/Berlin')
print(a is b, a is c, a == c, str(a), repr(a), a.key)
ZoneInfo.clear_cache(only_keys=['Europe/Berlin'])
print(ZoneInfo('Europe/Berlin') is a)
d = ZoneInfo('Asia/Tokyo')
ZoneInfo.clear_cache()
print(ZoneInfo('Asia/Tokyo') is d)
class MyZone(ZoneInfo):
    pass
print(repr(MyZone('UTC')), type(MyZone('UTC')).__name__)
