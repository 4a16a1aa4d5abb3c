"""HMAC (Keyed-Hashing for Message Authentication), RFC 2104, on hashlib."""

import hashlib as _hashlib

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


class HMAC:
    """RFC 2104 HMAC class.  Also complies with RFC 4231."""
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        if callable(digestmod):
            digest_cons = digestmod
        elif isinstance(digestmod, str):
            digest_cons = lambda d=b'': _hashlib.new(digestmod, d)
        else:
            digest_cons = lambda d=b'': digestmod.new(d)
        self._outer = digest_cons()
        self._inner = digest_cons()
        self.digest_size = self._inner.digest_size
        if hasattr(self._inner, 'block_size'):
            blocksize = self._inner.block_size
            if blocksize < 16:
                blocksize = self.blocksize
        else:
            blocksize = self.blocksize
        self.block_size = blocksize
        if len(key) > blocksize:
            key = digest_cons(key).digest()
        key = bytes(key).ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return new(key, msg, digest).digest()


def compare_digest(a, b):
    """Return 'a == b', in time that does not depend on where they differ."""
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a, b = a.encode(), b.encode()
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    a, b = bytes(a), bytes(b)
    result = len(a) ^ len(b)
    for x, y in zip(a, b if len(a) == len(b) else a):
        result |= x ^ y
    return result == 0
