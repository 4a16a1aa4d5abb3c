"""Randomness for secrets (tokens, passwords, keys), drawn from the
operating system's generator rather than random's Mersenne Twister."""

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom', 'token_bytes',
           'token_hex', 'token_urlsafe', 'compare_digest']

import os
from base64 import urlsafe_b64encode
import hmac
import random

SystemRandom = random.SystemRandom
compare_digest = hmac.compare_digest
_source = SystemRandom()

randbits = _source.getrandbits
choice = _source.choice

# Bytes of randomness a token gets when no size is asked for.
DEFAULT_ENTROPY = 32


def randbelow(exclusive_upper_bound: int) -> int:
    """A random int in [0, exclusive_upper_bound)."""
    n = exclusive_upper_bound
    if n <= 0:
        raise ValueError('Upper bound must be positive.')
    width = n.bit_length()
    while True:
        # Rejection sampling keeps every value equally likely.
        candidate = _source.getrandbits(width)
        if candidate < n:
            return candidate


def token_bytes(nbytes=None) -> bytes:
    """nbytes random bytes (DEFAULT_ENTROPY when None)."""
    return os.urandom(DEFAULT_ENTROPY if nbytes is None else nbytes)


def token_hex(nbytes=None) -> str:
    """A random text of 2 * nbytes hex digits."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None) -> str:
    """nbytes random bytes in URL-safe Base64, without '=' padding."""
    raw = token_bytes(nbytes)
    return urlsafe_b64encode(raw).decode('ascii').rstrip('=')
