"""HTML text helpers: escape() for special characters, unescape() for
named and numeric character references (by the HTML5 rules)."""

import re as _re

from html._charrefs import invalid_charrefs as _REMAPPED
from html._charrefs import invalid_codepoints as _DROPPED
from html.entities import html5 as _NAMED

__all__ = ['escape', 'unescape']

# '&' goes first, so that the references made after it stay intact.
_TEXT_REFS = (('&', '&amp;'), ('<', '&lt;'), ('>', '&gt;'))
_QUOTE_REFS = _TEXT_REFS + (('"', '&quot;'), ("'", '&#x27;'))


def escape(s, quote=True):
    """s with &, < and > (and, if quote, both kinds of quotes) turned into
    HTML-safe character references."""
    for char, ref in _QUOTE_REFS if quote else _TEXT_REFS:
        s = s.replace(char, ref)
    return s


# A reference: decimal &#NN, hex &#xNN, or a name of up to 32 characters,
# each with an optional ';'.
_REFERENCE = _re.compile(r'&(#\d+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)')


def _numeric(body):
    digits = body[1:].rstrip(';')
    if digits[:1] in ('x', 'X'):
        code = int(digits[1:], 16)
    else:
        code = int(digits)
    if code in _REMAPPED:
        return _REMAPPED[code]
    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return '\uFFFD'
    return '' if code in _DROPPED else chr(code)


def _named(body):
    found = _NAMED.get(body)
    if found is not None:
        return found
    # Some names are known without their ';': the longest such prefix
    # (of two characters or more) wins, the rest stays text.
    for cut in range(len(body) - 1, 1, -1):
        found = _NAMED.get(body[:cut])
        if found is not None:
            return found + body[cut:]
    return '&' + body


def _decode(match):
    body = match.group(1)
    return _numeric(body) if body[0] == '#' else _named(body)


def unescape(s):
    """s with every character reference replaced by the characters it
    stands for."""
    if '&' not in s:
        return s
    return _REFERENCE.sub(_decode, s)
