# zoneinfo for monty: ZoneInfo is a tzinfo whose offsets come from the
# IANA database through Go (_zoneinfo: time.LoadLocation).

from datetime import datetime, timedelta, tzinfo
import _zoneinfo

__all__ = ['ZoneInfo', 'reset_tzpath', 'available_timezones', 'TZPATH',
           'ZoneInfoNotFoundError', 'InvalidTZPathWarning']

TZPATH = ()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""


ZoneInfoNotFoundError.__module__ = 'zoneinfo._common'


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""


InvalidTZPathWarning.__module__ = 'zoneinfo._tzpath'

_EPOCH = datetime(1970, 1, 1)
_SECOND = timedelta(seconds=1)


def reset_tzpath(to=None):
    pass


def available_timezones():
    raise NotImplementedError("available_timezones() is not available in this sandbox")


def _check_key(key):
    if not isinstance(key, str):
        raise TypeError("expected str, bytes or os.PathLike object, not %s" % type(key).__name__)
    if key.startswith('/'):
        raise ValueError("ZoneInfo keys may not be absolute paths, got: %s" % key)
    if '..' in key.split('/') or key != key.strip():
        raise ValueError("ZoneInfo keys must refer to subdirectories of TZPATH, got: %s" % key)


class ZoneInfo(tzinfo):
    _cache = {}

    def __new__(cls, key):
        inst = cls._cache.get(key)
        if inst is None:
            inst = cls._cache.setdefault(key, cls._new_instance(key))
        return inst

    @classmethod
    def no_cache(cls, key):
        return cls._new_instance(key)

    @classmethod
    def _new_instance(cls, key):
        _check_key(key)
        zone = _zoneinfo.load(key)
        if zone is None:
            raise ZoneInfoNotFoundError('No time zone found with key %s' % key)
        obj = tzinfo.__new__(cls)
        obj._key = key
        obj._zone = zone
        return obj

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            cls._cache.clear()
        else:
            for k in only_keys:
                cls._cache.pop(k, None)

    @property
    def key(self):
        return self._key

    def _info(self, dt):
        if dt is None:
            return _zoneinfo.fixed(self._zone)
        if not isinstance(dt, datetime):
            raise TypeError("utcoffset() argument must be a datetime or None")
        w = (dt.replace(tzinfo=None, fold=0) - _EPOCH) // _SECOND
        return _zoneinfo.at_local(self._zone, w, dt.fold)

    def utcoffset(self, dt):
        i = self._info(dt)
        return None if i is None else timedelta(seconds=i[0])

    def dst(self, dt):
        i = self._info(dt)
        return None if i is None else timedelta(seconds=i[1])

    def tzname(self, dt):
        i = self._info(dt)
        return None if i is None else i[2]

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        u = (dt.replace(tzinfo=None) - _EPOCH) // _SECOND
        (off, _dst, _name), fold = _zoneinfo.at_utc(self._zone, u)
        local = dt + timedelta(seconds=off)
        if fold:
            local = local.replace(fold=1)
        return local

    def __str__(self):
        return self._key

    def __repr__(self):
        return '%s(key=%r)' % (type(self).__qualname__ if type(self) is not ZoneInfo
                               else 'zoneinfo.ZoneInfo', self._key)

    def __reduce__(self):
        return (self.__class__._unpickle, (self._key, 1))

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        if from_cache:
            return cls(key)
        return cls.no_cache(key)
