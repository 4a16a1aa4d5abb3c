"""Base16, Base32, Base64 (RFC 4648), Base85 and Ascii85 encodings.

Base64 itself runs in Go (binascii), and so do the loops over groups of
the other alphabets (_base64); the checks of arguments are done here.
"""

import binascii
import _base64

__all__ = [
    'a85decode', 'a85encode', 'b16decode', 'b16encode', 'b32decode',
    'b32encode', 'b32hexdecode', 'b32hexencode', 'b64decode', 'b64encode',
    'b85decode', 'b85encode', 'decode', 'decodebytes', 'encode',
    'encodebytes', 'standard_b64decode', 'standard_b64encode',
    'urlsafe_b64decode', 'urlsafe_b64encode',
]

bytes_types = (bytes, bytearray)

MAXLINESIZE = 76                # encodebytes() lines, in characters
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _as_bytes(data):
    """Input to a decoder: bytes-like, or a str of ASCII characters."""
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only '
                             'ASCII characters')
        return data.encode('ascii')
    if isinstance(data, bytes_types):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    try:
        return memoryview(data).tobytes()
    except TypeError:
        pass
    raise TypeError('argument should be a bytes-like object or ASCII '
                    'string, not %r' % type(data).__name__)


def _raw(data):
    """Input to an encoder: any bytes-like object."""
    if isinstance(data, bytes_types):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    return memoryview(data).tobytes()


def _buffer(data):
    """A memoryview as bytes for binascii; anything else as it is (so
    binascii's own message names a wrong type)."""
    return data.tobytes() if isinstance(data, memoryview) else data


# ---------------------------------------------------------------- Base64

def b64encode(s, altchars=None):
    """Base64 of s; altchars (2 bytes) replace '+' and '/'."""
    out = binascii.b2a_base64(_buffer(s), newline=False)
    if altchars is None:
        return out
    _two_chars(altchars)
    return out.translate(bytes.maketrans(b'+/', altchars))


def _two_chars(alt):
    if len(alt) != 2:
        raise AssertionError(repr(alt))


def b64decode(s, altchars=None, validate=False):
    """Decode Base64. Without validate, characters outside the alphabet
    are skipped; with it they raise binascii.Error."""
    data = _as_bytes(s)
    if altchars is None:
        return binascii.a2b_base64(data, strict_mode=bool(validate))
    alt = _as_bytes(altchars)
    _two_chars(alt)
    data = data.translate(bytes.maketrans(alt, b'+/'))
    return binascii.a2b_base64(data, strict_mode=bool(validate))


def standard_b64encode(s):
    """Base64 with the standard alphabet."""
    return b64encode(s)


def standard_b64decode(s):
    """Decode Base64 of the standard alphabet."""
    return b64decode(s)


_TO_URLSAFE = bytes.maketrans(b'+/', b'-_')
_FROM_URLSAFE = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Base64 with '-' and '_' for '+' and '/' (safe in URLs and names)."""
    return b64encode(s).translate(_TO_URLSAFE)


def urlsafe_b64decode(s):
    """Decode URL-safe Base64 (standard-alphabet input decodes too)."""
    return b64decode(_as_bytes(s).translate(_FROM_URLSAFE))


# ---------------------------------------------------------------- Base32

_B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_B32HEX = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
_PADDING = 'Incorrect padding'


def _b32_encode(alphabet, s):
    return _base64.b32encode(alphabet, _raw(s))


def _b32_decode(alphabet, s, casefold=False, map01=None):
    data = _as_bytes(s)
    if len(data) % 8:
        raise binascii.Error(_PADDING)
    if map01 is None:
        pass
    else:
        target = _as_bytes(map01)
        if len(target) != 1:
            raise AssertionError(repr(target))
        data = data.translate(bytes.maketrans(b'01', b'O' + target))
    if casefold:
        data = data.upper()
    out = _base64.b32decode(alphabet, data)
    if out == 1:
        raise binascii.Error('Non-base32 digit found')
    if out == 2:
        raise binascii.Error(_PADDING)
    return out


def b32encode(s):
    """Base32 of s (RFC 4648 alphabet)."""
    return _b32_encode(_B32, s)


def b32decode(s, casefold=False,
              map01=None):
    """Decode Base32; casefold accepts lower case, map01 maps '0' to 'O'
    and '1' to the given letter ('I' or 'L')."""
    return _b32_decode(_B32, s, casefold, map01)


def b32hexencode(s):
    """Base32 with the extended hex alphabet (RFC 4648, section 7)."""
    return _b32_encode(_B32HEX, s)


def b32hexdecode(s,
                 casefold=False):
    """Decode Base32 of the extended hex alphabet."""
    return _b32_decode(_B32HEX, s, casefold)


# ---------------------------------------------------------------- Base16

_HEX_UPPER = b'0123456789ABCDEF'


def b16encode(s):
    """Upper-case hexadecimal of s."""
    return binascii.b2a_hex(_buffer(s)).upper()


def b16decode(s,
              casefold=False):
    """Decode upper-case hexadecimal (lower case too with casefold)."""
    data = _as_bytes(s)
    if casefold:
        data = data.upper()
    if data.translate(None, _HEX_UPPER):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(data)


# ----------------------------------------------------- Ascii85 and Base85

_A85_START, _A85_END = b'<~', b'~>'
_B85 = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
        b'!#$%&()*+-;<=>?@^_`{|}~')


def _85_encode(data, alphabet, pad, zero_z, space_y):
    """Each 4-byte group as 5 digits base 85 (short last group trimmed
    unless pad); z and y abbreviate all-zero and all-space groups."""
    return _base64.encode85(_raw(data), alphabet, pad, zero_z, space_y)


def a85encode(b, *, foldspaces=False, wrapcol=0,
              pad=False, adobe=False):
    """Ascii85 of b; foldspaces writes 'y' for 4 spaces, wrapcol breaks
    lines, adobe adds the <~ ~> frame."""
    alphabet = bytes(range(33, 118))
    text = _85_encode(b, alphabet, pad, True, foldspaces)
    if adobe:
        text = _A85_START + text
    if wrapcol:
        width = max(wrapcol, 2 if adobe else 1)
        lines = [text[k:k + width] for k in range(0, len(text), width)]
        if adobe and len(lines[-1]) + 2 > width:
            lines.append(b'')
        text = b'\n'.join(lines)
    if adobe:
        text += _A85_END
    return text


def a85decode(b, *, foldspaces=False,
              adobe=False, ignorechars=b' \t\n\r\v'):
    """Decode Ascii85; characters in ignorechars are skipped."""
    data = _as_bytes(b)
    if adobe:
        if not data.endswith(_A85_END):
            raise ValueError('Ascii85 encoded byte sequences must end with %r' % (_A85_END,))
        data = data[2:-2] if data.startswith(_A85_START) else data[:-2]
    return _base64.a85decode(data, foldspaces, ignorechars)


def b85encode(b, pad=False):
    """Base85 of b (the alphabet of git's binary patches)."""
    return _85_encode(b, _B85, pad, False, False)


def b85decode(b):
    """Decode Base85."""
    data = _as_bytes(b)
    return _base64.b85decode(data)


# ------------------------------------------------- MIME-style and streams

def _check_bytes_like(s):
    try:
        view = memoryview(s)
    except TypeError as exc:
        raise TypeError('expected bytes-like object, not %s' % type(s).__name__) from exc
    # monty's memoryview is always 1-D bytes; CPython's may not be.
    kind, dims = getattr(view, 'format', 'B'), getattr(view, 'ndim', 1)
    if kind not in ('c', 'b', 'B'):
        raise TypeError('expected single byte elements, not %r from %s'
                        % (kind, type(s).__name__))
    if dims != 1:
        raise TypeError('expected 1-D data, not %d-D data from %s'
                        % (dims, type(s).__name__))


def encodebytes(s):
    """Base64 in lines of at most 76 characters, each ending in a newline."""
    _check_bytes_like(s)
    s = _buffer(s)
    return b''.join(binascii.b2a_base64(s[k:k + MAXBINSIZE])
                    for k in range(0, len(s), MAXBINSIZE))


def decodebytes(s):
    """Decode what encodebytes() produced (newlines are ignored)."""
    _check_bytes_like(s)
    return binascii.a2b_base64(_buffer(s), strict_mode=False)


def encode(input, output):
    """Read binary file input to its end; write its encodebytes() form."""
    while True:
        block = input.read(MAXBINSIZE)
        if not block:
            return
        while len(block) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(block))
            if not more:
                break
            block += more
        output.write(binascii.b2a_base64(block))


def decode(input, output):
    """Decode the Base64 lines of binary file input into output."""
    next_line = input.readline
    line = next_line()
    while line:
        output.write(binascii.a2b_base64(line))
        line = next_line()
