"""The event loop, its callback handles, and the loop policy.

monty has no sockets, subprocesses or threads to watch, so the loop here
only runs callbacks: a FIFO of ready handles and a heap of timers. When
nothing is ready it sleeps until the earliest timer is due (the cell's
deadline bounds a sleep that would never end).
"""

__all__ = (
    'AbstractEventLoop', 'BaseEventLoop', 'SelectorEventLoop', 'Handle',
    'TimerHandle', 'AbstractEventLoopPolicy', 'DefaultEventLoopPolicy',
    'get_running_loop', '_get_running_loop', '_set_running_loop',
    'get_event_loop', 'set_event_loop', 'new_event_loop',
    'get_event_loop_policy', 'set_event_loop_policy',
)

import collections
import heapq
import sys
import time

# How long one idle sleep may last when no timer is pending at all.
_IDLE_CHUNK = 3600.0


def _callback_text(fn, args):
    """Describe a callback call the way handle and future reprs show it."""
    inner = getattr(fn, 'func', None)
    if inner is not None and hasattr(fn, 'keywords'):
        # functools.partial: show the wrapped function with its bound args.
        return _callback_text(inner, tuple(fn.args) + tuple(args))
    name = getattr(fn, '__qualname__', None) or getattr(fn, '__name__', None)
    if not name:
        name = repr(fn)
    text = name + '(' + ', '.join(repr(a) for a in args) + ')'
    code = getattr(fn, '__code__', None)
    module = getattr(fn, '__module__', None) or ''
    if code is not None and not module.startswith('asyncio'):
        text += f' at {code.co_filename}:{code.co_firstlineno}'
    return text


class Handle:
    """A callback scheduled on a loop, which may still be cancelled."""

    __slots__ = ('_fn', '_args', '_loop', '_context', '_dead',
                 '_frozen_repr', '__weakref__')

    def __init__(self, callback, args, loop, context=None):
        self._fn = callback
        self._args = args
        self._loop = loop
        self._context = context
        self._dead = False
        self._frozen_repr = None

    def _repr_parts(self):
        parts = [type(self).__name__]
        if self._dead:
            parts.append('cancelled')
        elif self._fn is not None:
            parts.append(_callback_text(self._fn, self._args))
        return parts

    def __repr__(self):
        if self._frozen_repr is not None:
            return self._frozen_repr
        return '<' + ' '.join(self._repr_parts()) + '>'

    def get_context(self) -> object:
        return self._context

    def cancel(self) -> None:
        if self._dead:
            return
        self._dead = True
        if self._loop.get_debug():
            self._frozen_repr = repr(self)
        self._fn = None
        self._args = None

    def cancelled(self) -> bool:
        return self._dead

    def _run(self):
        try:
            self._fn(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            what = _callback_text(self._fn, self._args)
            self._loop.call_exception_handler({
                'message': f'Exception in callback {what}',
                'exception': exc,
                'handle': self,
            })


class TimerHandle(Handle):
    """A handle due at a point of the loop's clock; ordered by that time."""

    __slots__ = ('_when', '_in_heap')

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._in_heap = False

    def _repr_parts(self):
        parts = super()._repr_parts()
        parts.insert(2 if self._dead else 1, f'when={self._when}')
        return parts

    def when(self) -> float:
        return self._when

    def __hash__(self):
        return hash(self._when)

    def _key(self, other):
        return other._when if isinstance(other, TimerHandle) else NotImplemented

    def __lt__(self, other):
        w = self._key(other)
        return w if w is NotImplemented else self._when < w

    def __le__(self, other):
        w = self._key(other)
        return w if w is NotImplemented else (self._when < w or self == other)

    def __gt__(self, other):
        w = self._key(other)
        return w if w is NotImplemented else self._when > w

    def __ge__(self, other):
        w = self._key(other)
        return w if w is NotImplemented else (self._when > w or self == other)

    def __eq__(self, other):
        if not isinstance(other, TimerHandle):
            return NotImplemented
        return (self._when == other._when and self._fn == other._fn
                and self._args == other._args and self._dead == other._dead)

    def cancel(self) -> None:
        if not self._dead:
            self._loop._forget_timer(self)
        super().cancel()


class AbstractEventLoop:
    """The interface of event loops."""


class BaseEventLoop(AbstractEventLoop):
    """A loop of callbacks and timers, without I/O."""

    def __init__(self):
        self._ready = collections.deque()
        self._timers = []
        self._stop_asked = False
        self._is_shut = False
        self._running = False
        self._task_factory = None
        self._exception_handler = None
        self._debug = False
        self.slow_callback_duration = 0.1

    def __repr__(self):
        return (f'<{type(self).__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    # -- futures and tasks --

    def create_future(self) -> 'futures.Future':
        from .futures import Future
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None) -> 'tasks.Task':
        self._ensure_open()
        make = self._task_factory
        if make is not None:
            task = make(self, coro) if context is None else make(self, coro, context=context)
            if name is not None:
                try:
                    task.set_name(name)
                except AttributeError:
                    pass
            return task
        from .tasks import Task
        return Task(coro, loop=self, name=name, context=context)

    def set_task_factory(self, factory) -> None:
        if factory is None or callable(factory):
            self._task_factory = factory
        else:
            raise TypeError('task factory must be a callable or None')

    def get_task_factory(self) -> object:
        return self._task_factory

    # -- running and stopping --

    def _ensure_open(self):
        if self._is_shut:
            raise RuntimeError('Event loop is closed')

    def _check_not_running(self):
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _get_running_loop() is not None:
            raise RuntimeError(
                'Cannot run the event loop while another loop is running')

    def run_forever(self) -> None:
        """Run callbacks until stop() is called."""
        self._ensure_open()
        self._check_not_running()
        self._running = True
        _set_running_loop(self)
        try:
            # One turn at least, even when stop() came first.
            self._run_once()
            while not self._stop_asked:
                self._run_once()
        finally:
            self._stop_asked = False
            self._running = False
            _set_running_loop(None)

    def run_until_complete(self, future) -> object:
        """Run until future (a future, task or coroutine) is done; return
        its result or raise its exception."""
        from . import futures, tasks
        self._ensure_open()
        self._check_not_running()
        wrapped = not futures.isfuture(future)
        future = tasks.ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop_of)
        try:
            self.run_forever()
        except BaseException:
            if wrapped and future.done() and not future.cancelled():
                # The caller sees the error itself: do not also log it.
                future.exception()
            raise
        finally:
            future.remove_done_callback(_stop_loop_of)
        if future.done():
            return future.result()
        raise RuntimeError('Event loop stopped before Future completed.')

    def stop(self) -> None:
        self._stop_asked = True

    def close(self) -> None:
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        if self._is_shut:
            return
        self._is_shut = True
        self._ready.clear()
        self._timers.clear()

    def is_closed(self) -> bool:
        return self._is_shut

    def is_running(self) -> bool:
        return self._running

    def time(self) -> float:
        return time.monotonic()

    # -- scheduling --

    def call_soon(self, callback, *args, context=None) -> Handle:
        self._ensure_open()
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None) -> TimerHandle:
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args,
                            context=context)

    def call_at(self, when, callback, *args, context=None) -> TimerHandle:
        if when is None:
            raise TypeError('when cannot be None')
        self._ensure_open()
        timer = TimerHandle(when, callback, args, self, context)
        heapq.heappush(self._timers, timer)
        timer._in_heap = True
        return timer

    def _forget_timer(self, handle):
        # Cancelled timers stay in the heap; _run_once drops them.
        pass

    def _sleep_until_due(self):
        if self._ready or self._stop_asked:
            return
        if self._timers:
            gap = self._timers[0]._when - self.time()
            if gap > 0:
                time.sleep(gap)
            return
        # Nothing can ever become ready: wait as CPython's select would.
        time.sleep(_IDLE_CHUNK)

    def _run_once(self):
        timers = self._timers
        while timers and timers[0]._dead:
            heapq.heappop(timers)._in_heap = False
        self._sleep_until_due()
        horizon = self.time() + 1e-9
        while timers and timers[0]._when < horizon:
            timer = heapq.heappop(timers)
            timer._in_heap = False
            self._ready.append(timer)
        # Run only what is ready now; callbacks they add wait for the next turn.
        for _ in range(len(self._ready)):
            handle = self._ready.popleft()
            if not handle._dead:
                handle._run()

    # -- executors (there are no threads: functions run in place) --

    def run_in_executor(self, executor, func, *args) -> 'futures.Future':
        self._ensure_open()
        fut = self.create_future()
        try:
            fut.set_result(func(*args))
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut

    def set_default_executor(self, executor) -> None:
        self._default_executor = executor

    async def shutdown_asyncgens(self) -> None:
        pass

    async def shutdown_default_executor(self) -> None:
        pass

    # -- debugging and errors --

    def get_debug(self) -> bool:
        return self._debug

    def set_debug(self, enabled) -> None:
        self._debug = bool(enabled)

    def set_exception_handler(self, handler) -> None:
        if handler is not None and not callable(handler):
            raise TypeError(
                f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def get_exception_handler(self) -> object:
        return self._exception_handler

    def default_exception_handler(self, context) -> None:
        """Write the error context to stderr, as CPython logs it."""
        lines = [context.get('message') or 'Unhandled exception in event loop']
        for key in sorted(context):
            if key not in ('message', 'exception'):
                lines.append(f'{key}: {context[key]!r}')
        text = '\n'.join(lines) + '\n'
        exc = context.get('exception')
        if exc is not None:
            import traceback
            text += ''.join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        sys.stderr.write(text)

    def call_exception_handler(self, context) -> None:
        handler = self._exception_handler
        if handler is None:
            self._report(self.default_exception_handler, context)
            return
        failure = self._report(lambda ctx: handler(self, ctx), context)
        if failure is not None:
            self._report(self.default_exception_handler, {
                'message': 'Unhandled error in exception handler',
                'exception': failure, 'context': context})

    def _report(self, handle, context):
        """Call handle(context); return what it raised, having noted a
        failure of the default handler itself on stderr."""
        try:
            handle(context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as failure:
            if handle == self.default_exception_handler:
                sys.stderr.write('Exception in default exception handler\n')
                return None
            return failure
        return None


class _UnixSelectorEventLoop(BaseEventLoop):
    """The loop type CPython uses on Unix; here the same callback loop."""


SelectorEventLoop = _UnixSelectorEventLoop


def _stop_loop_of(fut):
    fut.get_loop().stop()


class _RunningLoopHolder:
    loop = None


_running_holder = _RunningLoopHolder()


def _get_running_loop():
    """The running loop, or None."""
    return _running_holder.loop


def _set_running_loop(loop):
    _running_holder.loop = loop


def get_running_loop() -> AbstractEventLoop:
    """The running loop; RuntimeError when no loop runs."""
    running = _running_holder.loop
    if running is not None:
        return running
    raise RuntimeError('no running event loop')


class AbstractEventLoopPolicy:
    """The interface of event loop policies."""

    def get_event_loop(self) -> AbstractEventLoop:
        raise NotImplementedError

    def set_event_loop(self, loop) -> None:
        raise NotImplementedError

    def new_event_loop(self) -> AbstractEventLoop:
        raise NotImplementedError


class _UnixDefaultEventLoopPolicy(AbstractEventLoopPolicy):
    """One current loop, made on first demand unless one was set."""

    _loop_factory = _UnixSelectorEventLoop

    def __init__(self):
        self._current = None
        self._was_set = False

    def get_event_loop(self) -> AbstractEventLoop:
        if self._current is None and not self._was_set:
            self.set_event_loop(self.new_event_loop())
        if self._current is None:
            raise RuntimeError('There is no current event loop in thread %r.'
                               % 'MainThread')
        return self._current

    def set_event_loop(self, loop) -> None:
        self._was_set = True
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(
                f"loop must be an instance of AbstractEventLoop or None, not '{type(loop).__name__}'")
        self._current = loop

    def new_event_loop(self) -> AbstractEventLoop:
        return self._loop_factory()


DefaultEventLoopPolicy = _UnixDefaultEventLoopPolicy
BaseDefaultEventLoopPolicy = _UnixDefaultEventLoopPolicy


class _PolicyHolder:
    policy = None


_policy_holder = _PolicyHolder()


def get_event_loop_policy() -> AbstractEventLoopPolicy:
    if _policy_holder.policy is None:
        _policy_holder.policy = DefaultEventLoopPolicy()
    return _policy_holder.policy


def set_event_loop_policy(policy) -> None:
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(
            "policy must be an instance of AbstractEventLoopPolicy or None, "
            f"not '{type(policy).__name__}'")
    _policy_holder.policy = policy


def get_event_loop() -> AbstractEventLoop:
    """The running loop, else the policy's current loop."""
    loop = _running_holder.loop
    if loop is not None:
        return loop
    return get_event_loop_policy().get_event_loop()


def set_event_loop(loop) -> None:
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop() -> AbstractEventLoop:
    return get_event_loop_policy().new_event_loop()
