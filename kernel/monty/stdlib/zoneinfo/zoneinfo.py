# zoneinfo for monty: ZoneInfo is a tzinfo whose offsets come from the
# IANA database through Go (_zoneinfo: time.LoadLocation).

import _zoneinfo
import datetime as _dt

datetime, timedelta, tzinfo = _dt.datetime, _dt.timedelta, _dt.tzinfo

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


def _is_normal(parts):
    """Whether the path of these parts is its own normpath."""
    kept = []
    for part in parts:
        if part in ('', '.'):
            return False
        if part == '..' and kept and kept[-1] != '..':
            return False
        kept.append(part)
    return True


def _check_key(key):
    """Reject keys that are not plain relative paths under a TZPATH
    directory, with CPython's messages."""
    if isinstance(key, bytes):
        raise TypeError("Can't mix strings and bytes in path components")
    if not isinstance(key, str):
        raise TypeError(f'expected str, bytes or os.PathLike object, not {type(key).__name__}')
    if key.startswith('/'):
        raise ValueError(f'ZoneInfo keys may not be absolute paths, got: {key}')
    parts = key.split('/')
    if key != '.' and not _is_normal(parts):
        raise ValueError(f'ZoneInfo keys must be normalized relative paths, got: {key}')
    if parts[0] in ('.', '..'):
        raise ValueError(f'ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}')


class ZoneInfo(tzinfo):
    """The time zone of an IANA key such as 'Europe/Paris'. ZoneInfo(key)
    returns the same object for the same key (until clear_cache)."""

    _cache = {}

    def __new__(cls, key) -> 'ZoneInfo':
        known = cls._cache.get(key)
        if known is not None:
            return known
        return cls._cache.setdefault(key, cls._load(key))

    @classmethod
    def no_cache(cls, key) -> 'ZoneInfo':
        """A new ZoneInfo for key, bypassing (and not filling) the cache."""
        return cls._load(key)

    @classmethod
    def _load(cls, key):
        _check_key(key)
        zone = _zoneinfo.load(key)
        if zone is None:
            raise ZoneInfoNotFoundError(f'No time zone found with key {key}')
        made = tzinfo.__new__(cls)
        made._key, made._zone = key, zone
        return made

    @classmethod
    def clear_cache(cls, *, only_keys=None) -> None:
        """Forget the cached zones (only those of only_keys, if given)."""
        if only_keys is None:
            cls._cache.clear()
            return
        for name in only_keys:
            cls._cache.pop(name, None)

    @property
    def key(self):
        return self._key

    def _info(self, dt):
        if dt is None:
            return _zoneinfo.fixed(self._zone)
        if not isinstance(dt, datetime):
            # What CPython's lookup meets first on a non-datetime.
            raise AttributeError(f"'{type(dt).__name__}' object has no attribute 'toordinal'")
        w = (dt.replace(tzinfo=None, fold=0) - _EPOCH) // _SECOND
        return _zoneinfo.at_local(self._zone, w, dt.fold)

    def utcoffset(self, dt) -> 'timedelta | None':
        i = self._info(dt)
        return None if i is None else timedelta(seconds=i[0])

    def dst(self, dt):
        i = self._info(dt)
        return None if i is None else timedelta(seconds=i[1])

    def tzname(self, dt) -> 'str | None':
        i = self._info(dt)
        return None if i is None else i[2]

    def fromutc(self, dt) -> 'datetime':
        """The local time of the UTC time dt (whose tzinfo is self)."""
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError('fromutc: dt.tzinfo is not self')
        else:
            raise TypeError('fromutc: argument must be a datetime')
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
        # Pickles record whether the zone came from the cache.
        return cls(key) if from_cache else cls.no_cache(key)
