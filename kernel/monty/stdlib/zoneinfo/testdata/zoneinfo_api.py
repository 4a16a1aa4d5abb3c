import zoneinfo
print(sorted(zoneinfo.__all__), zoneinfo.TZPATH == tuple(zoneinfo.TZPATH))
print(zoneinfo.ZoneInfo.__name__, issubclass(zoneinfo.ZoneInfo, __import__('datetime').tzinfo))
z = zoneinfo.ZoneInfo('UTC')
print(z.key, hash(z) == hash(zoneinfo.ZoneInfo('UTC')), z == zoneinfo.ZoneInfo('UTC'))
