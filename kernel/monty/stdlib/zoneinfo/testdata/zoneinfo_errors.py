import zoneinfo
from zoneinfo import ZoneInfo
for key in ['Not/AZone', 'Europe/Nowhere', '/etc/localtime', '../etc/passwd', 'Europe/../UTC', ' UTC', '']:
    try:
        ZoneInfo(key)
        print(repr(key), 'ok')
    except zoneinfo.ZoneInfoNotFoundError as e:
        print(repr(key), 'ZoneInfoNotFoundError', e)
    except ValueError as e:
        print(repr(key), 'ValueError', e)
for bad in [None, 5]:
    try:
        ZoneInfo(bad)
    except TypeError as e:
        print('TypeError')
print(issubclass(zoneinfo.ZoneInfoNotFoundError, KeyError), zoneinfo.ZoneInfoNotFoundError.__module__, issubclass(zoneinfo.InvalidTZPathWarning, RuntimeWarning))
