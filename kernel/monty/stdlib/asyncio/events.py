"""The event loop: handles, timers and the loop that runs them.

One loop runs at a time, single-threaded. Its ready queue holds callbacks
to run in order; its timers are a heap by due time. Each iteration moves
the due timers to the ready queue and runs what was ready at the start of
the iteration. When nothing is ready the loop really sleeps until the
next timer (through _monty.sleep, which monty bounds by the cell's
deadline, or time.sleep).
"""

__all__ = (
    'AbstractEventLoop', 'BaseEventLoop', 'Handle', 'TimerHandle',
    'get_event_loop', 'set_event_loop', 'new_event_loop',
    'get_running_loop', '_get_running_loop', '_set_running_loop',
    'get_event_loop_policy', 'set_event_loop_policy', 'SelectorEventLoop',
    'AbstractEventLoopPolicy', 'DefaultEventLoopPolicy',
)

import collections
import heapq
import sys
import time

try:
    from _monty import sleep as _sleep
except ImportError:
    _sleep = time.sleep

# Longest single real sleep while waiting for a timer.
MAXIMUM_SELECT_TIMEOUT = 24 * 3600


def _format_callback(func):
    name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    return name or repr(func)


class Handle:
    """Object returned by callback registration methods."""

    __slots__ = ('_callback', '_args', '_cancelled', '_loop', '_repr', '__weakref__', '_context')

    def __init__(self, callback, args, loop, context=None):
        self._loop = loop
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._repr = None
        self._context = context

    def __repr__(self):
        info = [self.__class__.__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(_format_callback(self._callback) + '()')
        return '<{}>'.format(' '.join(info))

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            cb = _format_callback(self._callback)
            msg = f'Exception in callback {cb}()'
            self._loop.call_exception_handler({
                'message': msg,
                'exception': exc,
                'handle': self,
            })
        self = None


class TimerHandle(Handle):
    """Object returned by timed callback registration methods."""

    __slots__ = ['_scheduled', '_when']

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._scheduled = False

    def __repr__(self):
        info = [self.__class__.__name__]
        if self._cancelled:
            info.append('cancelled')
        info.append(f'when={self._when}')
        if self._callback is not None:
            info.append(_format_callback(self._callback) + '()')
        return '<{}>'.format(' '.join(info))

    def __hash__(self):
        return hash(self._when)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when or self.__eq__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when or self.__eq__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._when == other._when and
                    self._callback == other._callback and
                    self._args == other._args and
                    self._cancelled == other._cancelled)
        return NotImplemented

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        super().cancel()

    def when(self):
        """Return a scheduled callback time (the loop's clock)."""
        return self._when


class AbstractEventLoop:
    """Abstract event loop."""


class BaseEventLoop(AbstractEventLoop):
    """The one event loop of this asyncio: callbacks, timers, tasks."""

    def __init__(self):
        self._closed = False
        self._stopping = False
        self._ready = collections.deque()
        self._scheduled = []
        self._clock_resolution = 1e-09
        self._exception_handler = None
        self._debug = False
        self._asyncgens = set()
        self._asyncgens_shutdown_called = False
        self._task_factory = None
        self._running = False

    def __repr__(self):
        return (f'<{self.__class__.__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    def create_future(self):
        """Create a Future object attached to the loop."""
        from . import futures
        return futures.Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        """Schedule a coroutine object; return a Task."""
        self._check_closed()
        if self._task_factory is None:
            from . import tasks
            task = tasks.Task(coro, loop=self, name=name)
        else:
            task = self._task_factory(self, coro)
            if name is not None:
                task.set_name(name)
        return task

    def set_task_factory(self, factory):
        if factory is not None and not callable(factory):
            raise TypeError('task factory must be a callable or None')
        self._task_factory = factory

    def get_task_factory(self):
        return self._task_factory

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def _check_running(self):
        if self.is_running():
            raise RuntimeError('This event loop is already running')
        if _get_running_loop() is not None:
            raise RuntimeError(
                'Cannot run the event loop while another loop is running')

    def run_forever(self):
        """Run until stop() is called."""
        self._check_closed()
        self._check_running()
        old_loop = _get_running_loop()
        self._running = True
        _set_running_loop(self)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _set_running_loop(old_loop)

    def run_until_complete(self, future):
        """Run until the Future is done, and return its result (or raise
        its exception)."""
        from . import futures, tasks
        self._check_closed()
        self._check_running()

        new_task = not futures.isfuture(future)
        future = tasks.ensure_future(future, loop=self)
        if new_task:
            future._log_destroy_pending = False

        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')

        return future.result()

    def stop(self):
        """Stop the loop at the end of the current iteration."""
        self._stopping = True

    def close(self):
        """Close the loop; pending callbacks are dropped."""
        if self.is_running():
            raise RuntimeError("Cannot close a running event loop")
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def is_closed(self):
        return self._closed

    def is_running(self):
        return self._running

    def time(self):
        """The loop's clock: time.monotonic()."""
        return time.monotonic()

    def call_later(self, delay, callback, *args, context=None):
        """Call callback(*args) after delay seconds."""
        if delay is None:
            raise TypeError('delay must not be None')
        timer = self.call_at(self.time() + delay, callback, *args, context=context)
        return timer

    def call_at(self, when, callback, *args, context=None):
        """Call callback(*args) at the loop time when."""
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        timer = TimerHandle(when, callback, args, self, context)
        heapq.heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def call_soon(self, callback, *args, context=None):
        """Call callback(*args) as soon as possible, after what is already
        scheduled (FIFO)."""
        self._check_closed()
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def _timer_handle_cancelled(self, handle):
        pass

    def _run_once(self):
        scheduled = self._scheduled
        while scheduled and scheduled[0]._cancelled:
            handle = heapq.heappop(scheduled)
            handle._scheduled = False

        timeout = None
        if self._ready or self._stopping:
            timeout = 0
        elif scheduled:
            when = scheduled[0]._when
            timeout = min(max(0, when - self.time()), MAXIMUM_SELECT_TIMEOUT)

        if timeout is None:
            # Nothing can ever become ready: as a selector with nothing to
            # watch, wait (the cell's deadline ends it under monty).
            while True:
                _sleep(MAXIMUM_SELECT_TIMEOUT)
        elif timeout > 0:
            _sleep(timeout)

        end_time = self.time() + self._clock_resolution
        while scheduled:
            handle = scheduled[0]
            if handle._when >= end_time:
                break
            handle = heapq.heappop(scheduled)
            handle._scheduled = False
            self._ready.append(handle)

        # Only what was ready now runs; callbacks scheduled meanwhile wait
        # for the next iteration.
        ready = self._ready
        ntodo = len(ready)
        for i in range(ntodo):
            handle = ready.popleft()
            if handle._cancelled:
                continue
            handle._run()

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, '
                            f'got {handler!r}')
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        """Print the context's message (and exception) to stderr."""
        message = context.get('message')
        if not message:
            message = 'Unhandled exception in event loop'
        exception = context.get('exception')
        lines = [message]
        for key in sorted(context):
            if key in {'message', 'exception'}:
                continue
            lines.append(f'{key}: {context[key]!r}')
        if exception is not None:
            import traceback
            lines.append(''.join(traceback.format_exception(
                type(exception), exception, exception.__traceback__)).rstrip())
        print('\n'.join(lines), file=sys.stderr)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                pass
        else:
            try:
                self._exception_handler(self, context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                try:
                    self.default_exception_handler({
                        'message': 'Unhandled error in exception handler',
                        'exception': exc,
                        'context': context,
                    })
                except (SystemExit, KeyboardInterrupt):
                    raise
                except BaseException:
                    pass

    async def shutdown_asyncgens(self):
        """Shutdown all active asynchronous generators."""
        self._asyncgens_shutdown_called = True
        closing_agens = list(self._asyncgens)
        self._asyncgens.clear()
        for ag in closing_agens:
            try:
                await ag.aclose()
            except BaseException:
                pass

    async def shutdown_default_executor(self):
        """No executor threads exist here: nothing to shut down."""
        return None

    def run_in_executor(self, executor, func, *args):
        """Without threads, run func now and return a finished future."""
        self._check_closed()
        fut = self.create_future()
        try:
            fut.set_result(func(*args))
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut


class _UnixSelectorEventLoop(BaseEventLoop):
    """The default loop (named as CPython's on Unix)."""


SelectorEventLoop = _UnixSelectorEventLoop


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    fut.get_loop().stop()


class _RunningLoop:
    loop = None


_running_loop = _RunningLoop()


def get_running_loop():
    """Return the running event loop.  Raise a RuntimeError if there is none."""
    loop = _get_running_loop()
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def _get_running_loop():
    return _running_loop.loop


def _set_running_loop(loop):
    _running_loop.loop = loop


class AbstractEventLoopPolicy:
    """Abstract policy for accessing the event loop."""


class DefaultEventLoopPolicy(AbstractEventLoopPolicy):
    """The policy: one loop per program, made on demand."""

    def __init__(self):
        self._loop = None
        self._set_called = False

    def get_event_loop(self):
        if self._loop is None and not self._set_called:
            self.set_event_loop(self.new_event_loop())
        if self._loop is None:
            raise RuntimeError('There is no current event loop.')
        return self._loop

    def set_event_loop(self, loop):
        self._set_called = True
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(f"loop must be an instance of AbstractEventLoop or None, not '{type(loop).__name__}'")
        self._loop = loop

    def new_event_loop(self):
        return SelectorEventLoop()


_event_loop_policy = [None]


def get_event_loop_policy():
    """Get the current event loop policy."""
    if _event_loop_policy[0] is None:
        _event_loop_policy[0] = DefaultEventLoopPolicy()
    return _event_loop_policy[0]


def set_event_loop_policy(policy):
    """Set the current event loop policy (None restores the default)."""
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(f"policy must be an instance of AbstractEventLoopPolicy or None, not '{type(policy).__name__}'")
    _event_loop_policy[0] = policy


def get_event_loop():
    """Return the running loop, or the policy's current loop."""
    current_loop = _get_running_loop()
    if current_loop is not None:
        return current_loop
    return get_event_loop_policy().get_event_loop()


def _get_event_loop(stacklevel=4):
    return get_event_loop()


def set_event_loop(loop):
    """Equivalent to calling get_event_loop_policy().set_event_loop(loop)."""
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop():
    """Equivalent to calling get_event_loop_policy().new_event_loop()."""
    return get_event_loop_policy().new_event_loop()
