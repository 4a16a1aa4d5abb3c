"""Unix shell-style wildcards: * (anything), ? (one character), [seq]
(a character of seq), [!seq] (a character not in seq). fnmatch() folds
case as the platform does (not on POSIX); fnmatchcase() never does;
translate() gives the regular expression a pattern stands for."""

import os
import posixpath
import re

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']

# Compiled patterns by (type, pattern); cleared when it grows too big.
_compiled = {}
_CACHE_LIMIT = 32768


def _normcase(path):
    # POSIX folds no case (and monty's normcase turns bytes into str).
    if os.path is posixpath:
        return os.fspath(path)
    return os.path.normcase(path)


def fnmatch(name, pat):
    """Whether name matches pat, after normalizing the case of both."""
    return fnmatchcase(_normcase(name), _normcase(pat))


def fnmatchcase(name, pat):
    """Whether name matches pat, case-sensitively."""
    return _matcher(pat)(name) is not None


def filter(names, pat):
    """The items of names that match pat."""
    match = _matcher(_normcase(pat))
    if os.path is posixpath:
        # normcase changes nothing here: skip calling it per name.
        return [n for n in names if match(n)]
    return [n for n in names if match(_normcase(n))]


def _matcher(pat):
    key = (type(pat), pat)
    found = _compiled.get(key)
    if found is None:
        if isinstance(pat, bytes):
            text = translate(str(pat, 'ISO-8859-1'))
            found = re.compile(text.encode('ISO-8859-1')).match
        else:
            found = re.compile(translate(pat)).match
        if len(_compiled) >= _CACHE_LIMIT:
            _compiled.clear()
        _compiled[key] = found
    return found


_ANY = object()  # stands for a run of '*' while translating


def translate(pat):
    """The regular expression (a str) that matches what pat matches."""
    parts = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not parts or parts[-1] is not _ANY:
                parts.append(_ANY)
        elif c == '?':
            parts.append('.')
        elif c == '[':
            end = _set_end(pat, i)
            if end < 0:
                parts.append('\\[')
            else:
                parts.append(_set_regex(pat[i:end]))
                i = end + 1
        else:
            parts.append(re.escape(c))
    return '(?s:' + _join_stars(parts) + ')\\Z'


def _set_end(pat, start):
    """The index of the ']' closing a set that starts at start, or -1."""
    j = start
    if j < len(pat) and pat[j] == '!':
        j += 1
    if j < len(pat) and pat[j] == ']':
        j += 1  # a ']' first in the set is one of its characters
    return pat.find(']', j)


def _set_regex(body):
    """The regex for the set [body] (body without its brackets)."""
    if '-' not in body:
        chars = body.replace('\\', '\\\\')
    else:
        chars = '-'.join(piece.replace('\\', '\\\\').replace('-', '\\-')
                         for piece in _range_pieces(body))
    # &&, ~~ and || would be set operations to re one day: escape them.
    chars = re.sub(r'([&~|])', r'\\\1', chars)
    if not chars:
        return '(?!)'          # an empty set matches nothing
    if chars == '!':
        return '.'             # the negation of an empty set: anything
    if chars[0] == '!':
        return '[^' + chars[1:] + ']'
    if chars[0] in '^[':
        return '[\\' + chars + ']'
    return '[' + chars + ']'


def _range_pieces(body):
    """Split body at the hyphens that make ranges, so that each piece
    boundary is one range; drop the ranges that run backwards."""
    pieces = []
    start = 0
    # The first character (after a '!') is never a range's hyphen.
    look = 2 if body.startswith('!') else 1
    while True:
        dash = body.find('-', look)
        if dash < 0:
            break
        pieces.append(body[start:dash])
        start = dash + 1
        # Skip the range's end; a hyphen right after it is literal.
        look = dash + 3
    tail = body[start:]
    if tail:
        pieces.append(tail)
    else:
        pieces[-1] += '-'
    for k in range(len(pieces) - 1, 0, -1):
        if pieces[k - 1][-1] > pieces[k][0]:
            # lo > hi: the range is empty, so both of its ends go.
            pieces[k - 1] = pieces[k - 1][:-1] + pieces[k][1:]
            del pieces[k]
    return pieces


def _join_stars(parts):
    """Join translated parts. Every star but the last matches lazily
    inside an atomic group, so that patterns with many stars cannot
    backtrack exponentially; the last star takes the rest greedily."""
    if _ANY not in parts:
        return ''.join(parts)
    first = parts.index(_ANY)
    out = [''.join(parts[:first])]
    rest = parts[first + 1:]
    while _ANY in rest:
        cut = rest.index(_ANY)
        out.append('(?>.*?' + ''.join(rest[:cut]) + ')')
        rest = rest[cut + 1:]
    out.append('.*' + ''.join(rest))
    return ''.join(out)
