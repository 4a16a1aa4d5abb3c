"""Generate cryptographically strong pseudo-random numbers suitable for
managing secrets such as account authentication, tokens, and similar.

Everything is drawn from os.urandom.
"""

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom',
           'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

import base64
import binascii
import os

DEFAULT_ENTROPY = 32  # number of bytes to return by default


def randbits(k):
    """A non-negative int with k random bits."""
    if k < 0:
        raise ValueError('number of bits must be non-negative')
    numbytes = (k + 7) // 8
    x = int.from_bytes(os.urandom(numbytes), 'big')
    return x >> (numbytes * 8 - k)


def randbelow(exclusive_upper_bound):
    """Return a random int in the range [0, n)."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    k = exclusive_upper_bound.bit_length()
    r = randbits(k)
    while r >= exclusive_upper_bound:
        r = randbits(k)
    return r


def choice(seq):
    """Choose a random element from a non-empty sequence."""
    if not len(seq):
        raise IndexError('Cannot choose from an empty sequence')
    return seq[randbelow(len(seq))]


def _system_random():
    try:
        from random import SystemRandom
    except ImportError:
        return None
    return SystemRandom


SystemRandom = _system_random()


def token_bytes(nbytes=None):
    """Return a random byte string containing *nbytes* bytes.

    If *nbytes* is ``None`` or not supplied, a reasonable
    default is used.
    """
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return os.urandom(nbytes)


def token_hex(nbytes=None):
    """Return a random text string, in hexadecimal: two digits per byte."""
    return binascii.hexlify(token_bytes(nbytes)).decode('ascii')


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string, in Base64 encoding (about 1.3
    characters per byte)."""
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')


def compare_digest(a, b):
    """Return 'a == b', in time that depends only on the length of b's
    content, not on where the first difference is."""
    if isinstance(a, str) and isinstance(b, str):
        try:
            a = a.encode('ascii')
            b = b.encode('ascii')
        except UnicodeEncodeError:
            raise TypeError("comparing strings with non-ASCII characters is not supported")
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    elif isinstance(a, (bytes, bytearray)) and isinstance(b, (bytes, bytearray)):
        pass
    else:
        raise TypeError("unsupported operand types(s) or combination of types: "
                        "'%s' and '%s'" % (type(a).__name__, type(b).__name__))
    result = len(a) ^ len(b)
    if len(a) != len(b):
        a = b
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0
