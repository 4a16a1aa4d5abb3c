"""Python 3.11's keywords: kwlist and softkwlist, iskeyword and issoftkeyword."""

__all__ = ['iskeyword', 'issoftkeyword', 'kwlist', 'softkwlist']

# The reserved words, sorted as CPython sorts them (capitals first).
kwlist = sorted('''
    False None True and as assert async await break class continue def del
    elif else except finally for from global if import in is lambda nonlocal
    not or pass raise return try while with yield
'''.split())

# Words that are keywords only where the grammar expects them (match).
softkwlist = ['_', 'case', 'match']

_hard = frozenset(kwlist)
_soft = frozenset(softkwlist)


def iskeyword(s):
    """Whether s is a reserved word."""
    return s in _hard


def issoftkeyword(s):
    """Whether s is a soft keyword."""
    return s in _soft
