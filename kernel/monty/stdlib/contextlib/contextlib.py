"""Tools for with-statement context managers: contextmanager, ExitStack,
suppress, redirect_stdout and friends."""

import sys
from abc import ABC, abstractmethod
from functools import wraps
from collections import deque as _deque
from types import MethodType as _bind, GenericAlias as _alias
from _collections_abc import _hook

__all__ = """asynccontextmanager contextmanager closing nullcontext
    AbstractContextManager AbstractAsyncContextManager AsyncExitStack
    ContextDecorator ExitStack redirect_stdout redirect_stderr suppress
    aclosing chdir""".split()

_UNSET = object()
_NO_EXC = (None, None, None)
_NO_STOP = "generator didn't stop"


def _no_exit(self, exc_type, exc_value, traceback):
    return None


async def _no_aexit(self, exc_type, exc_value, traceback):
    return None


class AbstractContextManager(ABC):
    """Base for context managers: __enter__ returns self; __exit__ is
    abstract. Any class with both methods counts as a subclass."""

    __class_getitem__ = classmethod(_alias)
    __exit__ = abstractmethod(_no_exit)

    def __enter__(self):
        return self


class AbstractAsyncContextManager(ABC):
    """Base for asynchronous context managers: __aenter__ returns self;
    __aexit__ is abstract."""

    __class_getitem__ = classmethod(_alias)
    __aexit__ = abstractmethod(_no_aexit)

    async def __aenter__(self):
        return self


_no_exit.__name__, _no_aexit.__name__ = '__exit__', '__aexit__'
AbstractContextManager.__subclasshook__ = _hook(AbstractContextManager, '__enter__', '__exit__')
AbstractAsyncContextManager.__subclasshook__ = _hook(AbstractAsyncContextManager,
                                                     '__aenter__', '__aexit__')


class ContextDecorator:
    """Mixin that lets a context manager decorate a function: each call
    runs inside a with-block of (a fresh copy of) the manager."""

    def _recreate_cm(self):
        # The manager for one call; managers usable only once override it.
        return self

    def __call__(self, fn):
        def inner(*a, **kw):
            manager = self._recreate_cm()
            with manager:
                return fn(*a, **kw)
        return wraps(fn)(inner)


class AsyncContextDecorator:
    """ContextDecorator for asynchronous managers and coroutine functions."""

    def _recreate_cm(self):
        return self

    def __call__(self, fn):
        async def inner(*a, **kw):
            manager = self._recreate_cm()
            async with manager:
                return await fn(*a, **kw)
        return wraps(fn)(inner)


class _GeneratorCMBase:
    """What the managers @contextmanager and @asynccontextmanager make
    share: the generator, and how to make a fresh one."""

    def __init__(self, fn, args, kwds):
        self.func, self.args, self.kwds = fn, args, kwds
        self.gen = fn(*args, **kwds)
        doc = getattr(fn, '__doc__', None)
        self.__doc__ = type(self).__doc__ if doc is None else doc

    def _recreate_cm(self):
        return type(self)(self.func, self.args, self.kwds)

    def _forget_recipe(self):
        # Once entered, a decorator's copy cannot be recreated from this one.
        del self.func, self.args, self.kwds


def _after_throw(raised, value, tb, stop_kind, stop_kinds):
    # Called with what came out of throwing value into the generator:
    # whether the with-block's exception counts as handled (False: let it
    # propagate), or raises the generator's own exception.
    if isinstance(raised, stop_kind):
        return raised is not value
    if raised is value:
        raised.__traceback__ = tb
        return False
    if isinstance(raised, RuntimeError) and isinstance(value, stop_kinds) \
            and raised.__cause__ is value:
        # A StopIteration raised in the block and turned into a
        # RuntimeError by the generator: re-raise the original.
        value.__traceback__ = tb
        return False
    raise raised


class _GeneratorContextManager(_GeneratorCMBase, AbstractContextManager, ContextDecorator):
    """The manager a @contextmanager function returns."""

    def __enter__(self):
        self._forget_recipe()
        first = next(self.gen, _UNSET)
        if first is _UNSET:
            raise RuntimeError("generator didn't yield")
        return first

    def __exit__(self, typ, value, tb):
        if typ is None:
            if next(self.gen, _UNSET) is _UNSET:
                return False
            raise RuntimeError(_NO_STOP)
        exc = typ() if value is None else value
        try:
            self.gen.throw(typ, exc, tb)
        except BaseException as raised:
            return _after_throw(raised, exc, tb, StopIteration, StopIteration)
        raise RuntimeError(_NO_STOP + ' after throw()')


class _AsyncGeneratorContextManager(_GeneratorCMBase, AbstractAsyncContextManager,
                                    AsyncContextDecorator):
    """The manager an @asynccontextmanager function returns."""

    async def __aenter__(self):
        self._forget_recipe()
        first = await anext(self.gen, _UNSET)
        if first is _UNSET:
            raise RuntimeError("generator didn't yield")
        return first

    async def __aexit__(self, typ, value, tb):
        if typ is None:
            if await anext(self.gen, _UNSET) is _UNSET:
                return False
            raise RuntimeError(_NO_STOP)
        exc = typ() if value is None else value
        try:
            await self.gen.athrow(typ, exc, tb)
        except BaseException as raised:
            return _after_throw(raised, exc, tb, StopAsyncIteration,
                                (StopIteration, StopAsyncIteration))
        raise RuntimeError(_NO_STOP + ' after athrow()')


def _factory(kind, fn):
    def helper(*a, **kw):
        return kind(fn, a, kw)
    return wraps(fn)(helper)


def contextmanager(func):
    """@contextmanager decorator: turn a generator function that yields
    once into a context manager factory. What it yields is the with
    statement's target; an exception in the block is raised at the yield."""
    return _factory(_GeneratorContextManager, func)


def asynccontextmanager(func):
    """@asynccontextmanager decorator: contextmanager for async generator
    functions, giving asynchronous context managers."""
    return _factory(_AsyncGeneratorContextManager, func)


class _Holding:
    # A manager around one object, which the with statement binds.
    def __init__(self, obj):
        self.thing = obj


def _give_thing(self):
    return self.thing


async def _give_thing_async(self):
    return self.thing


class closing(_Holding, AbstractContextManager):
    """Context to automatically close something at the end of a block."""

    __enter__ = _give_thing

    def __exit__(self, *exc):
        closer = self.thing.close
        closer()


class aclosing(_Holding, AbstractAsyncContextManager):
    """Async context manager for safely finalizing an asynchronously
    cleaned-up resource such as an async generator: awaits its aclose()."""

    __aenter__ = _give_thing_async

    async def __aexit__(self, *exc):
        closer = self.thing.aclose
        await closer()


class _Redirect(AbstractContextManager):
    # Swap the sys attribute named _stream for the block; nests and
    # re-enters, restoring in reverse order.
    _stream = None

    def __init__(self, target):
        self._new_target, self._old_targets = target, []

    def __enter__(self):
        name, target = self._stream, self._new_target
        self._old_targets.append(getattr(sys, name))
        setattr(sys, name, target)
        return target

    def __exit__(self, *exc_info):
        previous = self._old_targets.pop()
        setattr(sys, self._stream, previous)


class redirect_stdout(_Redirect):
    """Context manager for temporarily redirecting stdout to another file."""

    _stream = 'stdout'


class redirect_stderr(_Redirect):
    """Like redirect_stdout, for sys.stderr."""

    _stream = 'stderr'


class suppress(AbstractContextManager):
    """Context manager to suppress specified exceptions: the block stops
    at the exception and execution goes on after the with statement."""

    def __init__(self, *kinds):
        self._exceptions = kinds

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        kind = exc[0]
        return kind is not None and issubclass(kind, self._exceptions)


def _no_protocol(cm, kind):
    cls = type(cm)
    return TypeError("'%s.%s' object does not support the %scontext manager protocol"
                     % (cls.__module__, cls.__qualname__, kind))


class _ExitStackBase:
    """The callback stack ExitStack and AsyncExitStack share. Each entry
    is (is_sync, exit callback taking the exception triple)."""

    def __init__(self):
        self._stack = _deque()

    def pop_all(self):
        """Move every callback to a new stack of the same type, returned."""
        moved = type(self)()
        moved._stack, self._stack = self._stack, _deque()
        return moved

    def push(self, exit):
        """Add exit, a context manager (its __exit__ is used) or a
        callable with __exit__'s signature; returns exit."""
        method = getattr(type(exit), '__exit__', None)
        if method is None:
            self._stack.append((True, exit))
        else:
            self._stack.append((True, _bind(method, exit)))
        return exit

    def enter_context(self, cm):
        """Enter cm and push its __exit__; returns what __enter__ gave."""
        cls = type(cm)
        try:
            enter, exit = cls.__enter__, cls.__exit__
        except AttributeError:
            raise _no_protocol(cm, '') from None
        result = enter(cm)
        self._stack.append((True, _bind(exit, cm)))
        return result

    def callback(self, fn, /, *args, **kwds):
        """Push fn(*args, **kwds), which ignores the exception; returns fn."""
        def run(exc_type, exc, tb):
            fn(*args, **kwds)
        run.__wrapped__ = fn
        self._stack.append((True, run))
        return fn


def _relink(new, old, outer):
    # Make old the context of the exception chain new starts, below what
    # the callback itself added, as a nested with statement would.
    while True:
        ctx = new.__context__
        if ctx is None or ctx is old:
            return
        if ctx is outer:
            break
        new = ctx
    new.__context__ = old


def _reraise(exc):
    # Raise exc keeping the context the unwinding gave it.
    kept = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__context__ = kept
        raise


class ExitStack(_ExitStackBase, AbstractContextManager):
    """Context manager for dynamic management of a stack of exit
    callbacks: on exit they run last-in first-out, each seeing the
    exception (if any) the previous ones left."""

    def __enter__(self):
        return self

    def __exit__(self, *details):
        had_exc = details[0] is not None
        outer = sys.exception()
        suppressed = pending = False
        while self._stack:
            _, cb = self._stack.pop()
            try:
                if cb(*details):
                    suppressed, pending = True, False
                    details = _NO_EXC
            except BaseException:
                new = sys.exc_info()
                _relink(new[1], details[1], outer)
                pending, details = True, new
        if pending:
            _reraise(details[1])
        return had_exc and suppressed

    def close(self):
        """Run the callbacks now, as on leaving the with-block."""
        self.__exit__(*_NO_EXC)


class AsyncExitStack(_ExitStackBase, AbstractAsyncContextManager):
    """ExitStack for async with: also takes asynchronous context managers
    and coroutine callbacks."""

    async def enter_async_context(self, cm):
        """Enter cm with await cm.__aenter__() and push its __aexit__."""
        cls = type(cm)
        try:
            enter, exit = cls.__aenter__, cls.__aexit__
        except AttributeError:
            raise _no_protocol(cm, 'asynchronous ') from None
        result = await enter(cm)
        self._stack.append((False, _bind(exit, cm)))
        return result

    def push_async_exit(self, exit):
        """Add an asynchronous exit: a manager (its __aexit__) or a
        coroutine function with __aexit__'s signature; returns exit."""
        method = getattr(type(exit), '__aexit__', None)
        self._stack.append((False, exit if method is None else _bind(method, exit)))
        return exit

    def push_async_callback(self, fn, /, *args, **kwds):
        """Push the coroutine function fn(*args, **kwds)."""
        async def run(exc_type, exc, tb):
            await fn(*args, **kwds)
        run.__wrapped__ = fn
        self._stack.append((False, run))
        return fn

    async def aclose(self):
        """Run the callbacks now, as on leaving the async with-block."""
        await self.__aexit__(*_NO_EXC)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *details):
        had_exc = details[0] is not None
        outer = sys.exception()
        suppressed = pending = False
        while self._stack:
            is_sync, cb = self._stack.pop()
            try:
                answer = cb(*details) if is_sync else await cb(*details)
                if answer:
                    suppressed, pending = True, False
                    details = _NO_EXC
            except BaseException:
                new = sys.exc_info()
                _relink(new[1], details[1], outer)
                pending, details = True, new
        if pending:
            _reraise(details[1])
        return had_exc and suppressed


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """Context manager that does no additional processing: a stand-in
    where a block only sometimes needs a real manager. Its target is
    enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __exit__(self, *exc):
        return None

    def __enter__(self):
        result = self.enter_result
        return result

    async def __aenter__(self):
        return self.__enter__()

    async def __aexit__(self, *exc):
        return None


class chdir(AbstractContextManager):
    """Change the working directory to path for the block, and back after
    (the process's one directory: not safe with threads)."""

    def __init__(self, path):
        self.path, self._old_cwd = path, []

    def __enter__(self):
        import os
        saved = os.getcwd()
        self._old_cwd.append(saved)
        os.chdir(self.path)

    def __exit__(self, *exc):
        import os
        back = self._old_cwd.pop()
        os.chdir(back)
