"""Keyed-hashing for message authentication (RFC 2104): HMAC objects over
any hashlib constructor, the one-shot digest(), and compare_digest()."""

from hashlib import new as _new_hash

__all__ = ['HMAC', 'new', 'digest', 'compare_digest', 'digest_size']

# The key is XORed with these bytes for the outer and the inner hash.
trans_5C = bytes(b ^ 0x5C for b in range(256))
trans_36 = bytes(b ^ 0x36 for b in range(256))

# HMAC's output size depends on the hash; the module has none.
digest_size = None


def _constructor(digestmod):
    """A function making a fresh hash object from optional data."""
    if isinstance(digestmod, str):
        return lambda data=b'': _new_hash(digestmod, data)
    if callable(digestmod):
        return digestmod
    return lambda data=b'': digestmod.new(data)


class HMAC:
    """An HMAC in progress: update() it with the message, then read
    digest() or hexdigest()."""

    blocksize = 64  # kept for compatibility; block_size is the real one

    __slots__ = ('_inside', '_outside', '_size', '_block')

    def __init__(self, key, msg=None, digestmod='') -> None:
        if not isinstance(key, bytes | bytearray):
            raise TypeError('key: expected bytes or bytearray, '
                            f'but got {type(key).__name__!r}')
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        make = _constructor(digestmod)
        self._inside, self._outside = make(), make()
        self._size = self._inside.digest_size
        self._block = getattr(self._inside, 'block_size', 16)
        if len(key) > self._block:
            key = make(key).digest()
        padded = bytes(key).ljust(self._block, b'\0')
        self._outside.update(padded.translate(trans_5C))
        self._inside.update(padded.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inside.name

    @property
    def digest_size(self):
        return self._size

    @property
    def block_size(self):
        return self._block

    def update(self, msg) -> None:
        """Feed more of the message."""
        self._inside.update(msg)

    def copy(self):
        """An independent HMAC with the same state."""
        twin = HMAC.__new__(HMAC)
        twin._inside, twin._outside = self._inside.copy(), self._outside.copy()
        twin._size, twin._block = self._size, self._block
        return twin

    def _finished(self):
        outer = self._outside.copy()
        outer.update(self._inside.digest())
        return outer

    def digest(self):
        """The MAC of the message so far, as bytes (the HMAC stays usable)."""
        return self._finished().digest()

    def hexdigest(self) -> str:
        """digest() as a string of hex digits."""
        return self._finished().hexdigest()


def new(key, msg=None, digestmod='') -> HMAC:
    """A new HMAC keyed with key, over hash digestmod (a name such as
    'sha256', a hashlib constructor, or a module with new())."""
    return HMAC(key, msg=msg, digestmod=digestmod)


def digest(key, msg, digest) -> bytes:
    """The MAC of msg under key, at once."""
    return HMAC(key, msg, digest).digest()


def _comparable(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        return a.encode('ascii'), b.encode('ascii')
    kinds = (bytes, bytearray, memoryview)
    a_ok, b_ok = isinstance(a, kinds), isinstance(b, kinds)
    if a_ok and b_ok:
        return bytes(a), bytes(b)
    if a_ok or b_ok:
        other = b if a_ok else a
        raise TypeError(f'a bytes-like object is required, not {type(other).__name__!r}')
    raise TypeError('unsupported operand types(s) or combination of types: '
                    f'{type(a).__name__!r} and {type(b).__name__!r}')


def compare_digest(a, b):
    """a == b for two str (ASCII) or two bytes-like values, taking a time
    that does not depend on where they differ."""
    x, y = _comparable(a, b)
    diff = len(x) ^ len(y)
    if len(x) != len(y):
        y = x
    for p, q in zip(x, y):
        diff |= p ^ q
    return diff == 0
