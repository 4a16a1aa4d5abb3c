"""Telling coroutines and coroutine functions apart from other objects."""

__all__ = ('iscoroutinefunction', 'iscoroutine')

import collections.abc
import types

# Marks functions that asyncio itself treats as coroutine functions.
_is_coroutine = object()

_coroutine_kinds = (types.CoroutineType, types.GeneratorType, collections.abc.Coroutine)


# The code flag of `async def` functions (inspect.CO_COROUTINE); checked
# here directly, since importing inspect would cost asyncio's import.
_CO_COROUTINE = 0x80


def _async_def(func):
    """Whether func (through methods and partials) is an async def."""
    while True:
        inner = getattr(func, '__func__', None)  # bound methods
        if inner is None and hasattr(func, 'func') and hasattr(func, 'keywords'):
            inner = func.func  # functools.partial
        if inner is None:
            break
        func = inner
    code = getattr(func, '__code__', None)
    return isinstance(func, types.FunctionType) and bool(code.co_flags & _CO_COROUTINE)


def iscoroutinefunction(func) -> bool:
    """Whether func is a coroutine function (async def, or marked)."""
    if _async_def(func):
        return True
    return getattr(func, '_is_coroutine', None) is _is_coroutine


def iscoroutine(obj) -> bool:
    """Whether obj is a coroutine object asyncio can run."""
    return isinstance(obj, _coroutine_kinds)
