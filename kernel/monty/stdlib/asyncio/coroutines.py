"""Telling coroutines and coroutine functions apart."""

__all__ = ('iscoroutinefunction', 'iscoroutine')

import collections.abc
import types

_CO_COROUTINE = 0x80
_CO_ITERABLE_COROUTINE = 0x100

# Marker for functions that stand for coroutine functions.
_is_coroutine = object()


def iscoroutinefunction(func):
    """Return True if func is a decorated coroutine function."""
    while True:
        if getattr(func, '_is_coroutine', None) is _is_coroutine:
            return True
        if isinstance(func, types.MethodType):
            func = func.__func__
            continue
        inner = getattr(func, 'func', None)
        if inner is not None and type(func).__name__ in ('partial', 'partialmethod'):
            func = inner
            continue
        break
    code = getattr(func, '__code__', None)
    flags = getattr(code, 'co_flags', 0)
    return bool(flags & _CO_COROUTINE)


_COROUTINE_TYPES = (types.CoroutineType, types.GeneratorType,
                    collections.abc.Coroutine)


def iscoroutine(obj):
    """Return True if obj is a coroutine object."""
    return isinstance(obj, _COROUTINE_TYPES)
