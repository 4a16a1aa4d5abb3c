"""Telling coroutines and coroutine functions apart from other objects."""

__all__ = ('iscoroutinefunction', 'iscoroutine')

import collections.abc
import inspect
import types

# Marks functions that asyncio itself treats as coroutine functions.
_is_coroutine = object()

_coroutine_kinds = (types.CoroutineType, types.GeneratorType,
                    collections.abc.Coroutine)


def iscoroutinefunction(func):
    """Whether func is a coroutine function (async def, or marked)."""
    if inspect.iscoroutinefunction(func):
        return True
    return getattr(func, '_is_coroutine', None) is _is_coroutine


def iscoroutine(obj):
    """Whether obj is a coroutine object asyncio can run."""
    return isinstance(obj, _coroutine_kinds)
