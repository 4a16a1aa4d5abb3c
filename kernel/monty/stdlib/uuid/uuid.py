"""UUIDs as RFC 4122 defines them: the UUID type, which reads and shows
any of its representations, and the generators uuid1 (time and node),
uuid3 and uuid5 (namespace plus name, hashed by MD5 or SHA-1) and uuid4
(random).

The sandbox has no network interfaces, so getnode() is a random 48-bit
number with the multicast bit set, as RFC 4122 allows when no hardware
address is known; it stays the same for the interpreter's life.
"""

import builtins as _b
import os
from enum import Enum

__all__ = ['UUID', 'SafeUUID', 'getnode', 'uuid1', 'uuid3', 'uuid4', 'uuid5',
           'NAMESPACE_DNS', 'NAMESPACE_URL', 'NAMESPACE_OID', 'NAMESPACE_X500',
           'RESERVED_NCS', 'RFC_4122', 'RESERVED_MICROSOFT', 'RESERVED_FUTURE']

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT = 'reserved for Microsoft compatibility'
RESERVED_FUTURE = 'reserved for future definition'

_MAX = 1 << 128
# Bit layout of the 128-bit integer: the variant's top bits sit at 62-64,
# the version nibble at 76-79.
_VARIANT_SHIFT = 48
_VERSION_SHIFT = 76


class SafeUUID(Enum):
    """Whether the platform made the UUID in a multiprocessing-safe way."""
    safe = 0
    unsafe = -1
    unknown = None


# (name, width in bits) of the six fields, most significant first.
_FIELDS = (('time_low', 32), ('time_mid', 16), ('time_hi_version', 16),
           ('clock_seq_hi_variant', 8), ('clock_seq_low', 8), ('node', 48))


def _from_hex(text):
    text = text.replace('urn:', '').replace('uuid:', '')
    text = text.strip('{}').replace('-', '')
    if len(text) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    return _b.int(text, 16)


def _swap_le(data):
    # bytes_le stores the first three fields little-endian.
    return data[3::-1] + data[5:3:-1] + data[7:5:-1] + data[8:]


def _sixteen(data, what):
    if len(data) == 16:
        return data
    raise ValueError(f'{what} is not a 16-char string')


def _from_fields(fields):
    if len(fields) != len(_FIELDS):
        raise ValueError('fields is not a 6-tuple')
    value = 0
    for pos, ((_, width), part) in enumerate(zip(_FIELDS, fields), 1):
        if not 0 <= part < 1 << width:
            article = 'an' if width == 8 else 'a'
            raise ValueError(f'field {pos} out of range (need {article} {width}-bit value)')
        value = (value << width) | part
    return value


# Instances are immutable: only this writes their slots.
_store = object.__setattr__


def _compare(op):
    """A rich comparison of UUIDs by their integers."""
    def method(self, other):
        if not isinstance(other, UUID):
            return NotImplemented
        return op(self.int, other.int)
    return method


def _bits(shift, width):
    """A read-only property: width bits of the integer from bit shift."""
    mask = (1 << width) - 1
    return property(lambda self: (self.int >> shift) & mask)


class UUID:
    """An immutable 128-bit UUID. Build it from exactly one of hex, bytes,
    bytes_le, fields or int; version (1-5) then overwrites the variant and
    version bits."""

    __slots__ = 'int', 'is_safe', '__weakref__'

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        given = [a for a in (hex, bytes, bytes_le, fields, int) if a is not None]
        if len(given) != 1:
            names = 'hex, bytes, bytes_le, fields, or int'
            raise TypeError(f'one of the {names} arguments must be given')
        if hex is not None:
            value = _from_hex(hex)
        elif bytes_le is not None:
            value = _b.int.from_bytes(_swap_le(_sixteen(bytes_le, 'bytes_le')), 'big')
        elif bytes is not None:
            value = _b.int.from_bytes(_sixteen(bytes, 'bytes'), 'big')
        elif fields is not None:
            value = _from_fields(fields)
        else:
            value = int
            if value < 0 or value >= _MAX:
                raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if version not in (1, 2, 3, 4, 5):
                raise ValueError('illegal version number')
            # RFC 4122 variant (binary 10) and the version nibble.
            value = (value & ~(0xc000 << _VARIANT_SHIFT)) | (0x8000 << _VARIANT_SHIFT)
            value = (value & ~(0xf << _VERSION_SHIFT)) | (version << _VERSION_SHIFT)
        _store(self, 'int', value)
        _store(self, 'is_safe', is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __getstate__(self):
        state = {'int': self.int}
        if self.is_safe is not SafeUUID.unknown:
            # Only stored when known, so pickles read on older Pythons.
            state['is_safe'] = self.is_safe.value
        return state

    def __setstate__(self, state):
        _store(self, 'int', state['int'])
        safe = SafeUUID(state['is_safe']) if 'is_safe' in state else SafeUUID.unknown
        _store(self, 'is_safe', safe)

    __eq__ = _compare(lambda a, b: a == b)
    __lt__ = _compare(lambda a, b: a < b)
    __gt__ = _compare(lambda a, b: a > b)
    __le__ = _compare(lambda a, b: a <= b)
    __ge__ = _compare(lambda a, b: a >= b)

    def __hash__(self):
        return self.int.__hash__()

    def __int__(self):
        return self.int

    def __repr__(self):
        return f"{type(self).__name__}('{self}')"

    def __str__(self):
        h = self.hex
        return '-'.join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))

    @property
    def hex(self):
        return format(self.int, '032x')

    @property
    def urn(self):
        return f'urn:uuid:{self}'

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _swap_le(self.bytes)

    @property
    def fields(self):
        """(time_low, time_mid, time_hi_version, clock_seq_hi_variant,
        clock_seq_low, node)."""
        return tuple(getattr(self, name) for name, _ in _FIELDS)

    time_low = _bits(96, 32)
    time_mid = _bits(80, 16)
    time_hi_version = _bits(64, 16)
    clock_seq_hi_variant = _bits(56, 8)
    clock_seq_low = _bits(48, 8)
    node = _bits(0, 48)

    @property
    def time(self):
        """The 60-bit timestamp of a version 1 UUID."""
        high = self.time_hi_version & 0x0fff
        return (high << 48) | (self.time_mid << 32) | self.time_low

    @property
    def clock_seq(self) -> int:
        return ((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low

    @property
    def variant(self):
        top = (self.int >> 61) & 0b111
        if top < 0b100:
            return RESERVED_NCS
        if top < 0b110:
            return RFC_4122
        return RESERVED_MICROSOFT if top == 0b110 else RESERVED_FUTURE

    @property
    def version(self):
        """1 to 5 for RFC 4122 UUIDs, else None."""
        if self.variant is RFC_4122:
            return (self.int >> _VERSION_SHIFT) & 0xf
        return None


class _Clock:
    """The state uuid1 keeps between calls: the node and the last stamp."""
    node = None
    last_stamp = None


_clock = _Clock()

# 100-ns intervals between the Gregorian epoch (1582-10-15) and 1970.
_GREGORIAN_OFFSET = 0x01b21dd213814000


def getnode():
    """This machine's 48-bit node id (random here, chosen once)."""
    if _clock.node is None:
        import random
        _clock.node = random.getrandbits(48) | (1 << 40)
    return _clock.node


def uuid1(node=None, clock_seq=None) -> UUID:
    """A UUID from the current time, a clock sequence and the node id.
    Stamps only go forward within one interpreter."""
    import time
    stamp = time.time_ns() // 100 + _GREGORIAN_OFFSET
    if _clock.last_stamp is not None and stamp <= _clock.last_stamp:
        stamp = _clock.last_stamp + 1
    _clock.last_stamp = stamp
    import random
    seq = random.getrandbits(14) if clock_seq is None else clock_seq
    if node is None:
        node = getnode()
    parts = (stamp & 0xffffffff, (stamp >> 32) & 0xffff, (stamp >> 48) & 0x0fff,
             (seq >> 8) & 0x3f, seq & 0xff, node)
    return UUID(fields=parts, version=1)


def _hashed(algorithm, namespace, name, version):
    import hashlib
    data = namespace.bytes + _b.bytes(name, 'utf-8')
    return UUID(bytes=hashlib.new(algorithm, data).digest()[:16], version=version)


def uuid3(namespace, name) -> UUID:
    """The UUID of name in namespace, by MD5."""
    return _hashed('md5', namespace, name, 3)


def uuid4() -> UUID:
    """A random UUID."""
    return UUID(int=_b.int.from_bytes(os.urandom(16), 'big'), version=4)


def uuid5(namespace, name) -> UUID:
    """The UUID of name in namespace, by SHA-1."""
    return _hashed('sha1', namespace, name, 5)


# The namespaces of RFC 4122 appendix C differ only in their first word.
NAMESPACE_DNS, NAMESPACE_URL, NAMESPACE_OID, NAMESPACE_X500 = (
    UUID(f'6ba7b81{digit}-9dad-11d1-80b4-00c04fd430c8') for digit in '0124')
