"""Tasks: coroutines driven by the event loop, and the functions that
combine awaitables (gather, wait, wait_for, as_completed, shield, sleep).

A Task steps its coroutine with send() (or throw() to deliver an
exception or a cancellation). When the coroutine yields a pending Future
the Task registers its wakeup as that Future's done callback; a bare
yield (sleep(0)) just schedules the next step.
"""

__all__ = (
    'Task', 'create_task',
    'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED',
    'wait', 'wait_for', 'as_completed', 'sleep',
    'gather', 'shield', 'ensure_future', 'run_coroutine_threadsafe',
    'current_task', 'all_tasks',
    '_register_task', '_unregister_task', '_enter_task', '_leave_task',
    'to_thread',
)

import functools
import itertools
import types

from . import coroutines
from . import events
from . import exceptions
from . import futures

# Task names: Task-1, Task-2, ... over the whole program.
_task_name_counter = itertools.count(1).__next__


def current_task(loop=None):
    """The task running in loop (the running loop by default), or None."""
    if loop is None:
        loop = events.get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """The set of the loop's tasks that are not done yet."""
    if loop is None:
        loop = events.get_running_loop()
    return {t for t in list(_all_tasks)
            if futures._get_loop(t) is loop and not t.done()}


class Task(futures.Future):
    """A coroutine wrapped in a Future."""

    # A cancel() that could not be passed to the awaited future yet: the
    # next step throws CancelledError into the coroutine.
    _must_cancel = False

    _log_destroy_pending = True

    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        if not coroutines.iscoroutine(coro):
            self._log_destroy_pending = False
            raise TypeError(f"a coroutine was expected, got {coro!r}")

        if name is None:
            self._name = f'Task-{_task_name_counter()}'
        else:
            self._name = str(name)

        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._context = context

        self._loop.call_soon(self.__step)
        _register_task(self)

    def __repr__(self):
        info = self._repr_info()
        return '<{} {}>'.format(self.__class__.__name__, ' '.join(info))

    def _repr_info(self):
        info = super()._repr_info()
        if self._must_cancel:
            info[0] = 'cancelling'
        info.insert(1, 'name=%r' % self.get_name())
        coro = self._coro
        qualname = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None) or type(coro).__name__
        frame = getattr(coro, 'cr_frame', None) or getattr(coro, 'gi_frame', None)
        code = getattr(coro, 'cr_code', None) or getattr(coro, 'gi_code', None)
        filename = getattr(code, 'co_filename', None)
        if frame is not None and filename:
            state = f'running at {filename}:{frame.f_lineno}'
        elif filename:
            state = f'done, defined at {filename}:{code.co_firstlineno}'
        else:
            state = 'running' if frame is not None else 'done'
        info.insert(2, f'coro=<{qualname}() {state}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_context(self):
        return self._context

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        return []

    def print_stack(self, *, limit=None, file=None):
        pass

    def cancel(self, msg=None):
        """Ask the task to cancel itself: CancelledError is thrown into its
        coroutine at its next step. False when the task is already done.
        """
        self._log_traceback = False
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                # The wakeup will throw CancelledError in; nothing else to do.
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        """Return the count of the task's cancellation requests."""
        return self._num_cancels_requested

    def uncancel(self):
        """Decrement the task's count of cancellation requests."""
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def __step(self, exc=None):
        if self.done():
            raise exceptions.InvalidStateError(
                f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, exceptions.CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        self._fut_waiter = None

        _enter_task(self._loop, self)
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as exc:
            if self._must_cancel:
                # The task was cancelled right before it stopped.
                self._must_cancel = False
                super().cancel(msg=self._cancel_message)
            else:
                super().set_result(exc.value)
            _unregister_task(self)
        except exceptions.CancelledError as exc:
            # Keep the exception so that result() raises this one.
            self._cancelled_exc = exc
            super().cancel()
            _unregister_task(self)
        except (KeyboardInterrupt, SystemExit) as exc:
            super().set_exception(exc)
            _unregister_task(self)
            raise
        except BaseException as exc:
            super().set_exception(exc)
            _unregister_task(self)
        else:
            blocking = getattr(result, '_asyncio_future_blocking', None)
            if blocking is not None:
                if futures._get_loop(result) is not self._loop:
                    new_exc = RuntimeError(
                        f'Task {self!r} got Future '
                        f'{result!r} attached to a different loop')
                    self._loop.call_soon(self.__step, new_exc)
                elif blocking:
                    if result is self:
                        new_exc = RuntimeError(
                            f'Task cannot await on itself: {self!r}')
                        self._loop.call_soon(self.__step, new_exc)
                    else:
                        result._asyncio_future_blocking = False
                        result.add_done_callback(self.__wakeup)
                        self._fut_waiter = result
                        if self._must_cancel:
                            if self._fut_waiter.cancel(msg=self._cancel_message):
                                self._must_cancel = False
                else:
                    new_exc = RuntimeError(
                        f'yield was used instead of yield from '
                        f'in task {self!r} with {result!r}')
                    self._loop.call_soon(self.__step, new_exc)

            elif result is None:
                # A bare yield: run again on the next iteration.
                self._loop.call_soon(self.__step)
            elif isinstance(result, types.GeneratorType):
                new_exc = RuntimeError(
                    f'yield was used instead of yield from for '
                    f'generator in task {self!r} with {result!r}')
                self._loop.call_soon(self.__step, new_exc)
            else:
                new_exc = RuntimeError(f'Task got bad yield: {result!r}')
                self._loop.call_soon(self.__step, new_exc)
        finally:
            _leave_task(self._loop, self)
            self = None

    def __wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self.__step(exc)
        else:
            self.__step()
        self = None


def create_task(coro, *, name=None, context=None):
    """Wrap the coroutine in a Task scheduled on the running loop; return
    the Task.
    """
    loop = events.get_running_loop()
    task = loop.create_task(coro, name=name)
    return task


FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures and tasks of fs (at most timeout seconds)
    until return_when (FIRST_COMPLETED, FIRST_EXCEPTION or ALL_COMPLETED)
    holds; return the (done, pending) sets.
    """
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')

    loop = events.get_running_loop()

    fs = set(fs)

    if any(coroutines.iscoroutine(f) for f in fs):
        import warnings
        warnings.warn("The explicit passing of coroutine objects to "
                      "asyncio.wait() is deprecated since Python 3.8, and "
                      "scheduled for removal in Python 3.11.",
                      DeprecationWarning, stacklevel=2)

    fs = {ensure_future(f, loop=loop) for f in fs}

    return await _wait(fs, timeout, return_when, loop)


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def wait_for(fut, timeout):
    """Await fut (a future or coroutine) for at most timeout seconds; at
    the timeout cancel it, wait for the cancellation and raise
    TimeoutError.
    """
    loop = events.get_running_loop()

    if timeout is None:
        return await fut

    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)

        if fut.done():
            return fut.result()

        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except exceptions.CancelledError as exc:
            raise exceptions.TimeoutError() from exc

    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = functools.partial(_release_waiter, waiter)

    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)

    try:
        try:
            await waiter
        except exceptions.CancelledError:
            if fut.done():
                return fut.result()
            else:
                fut.remove_done_callback(cb)
                await _cancel_and_wait(fut, loop=loop)
                raise

        if fut.done():
            return fut.result()
        else:
            fut.remove_done_callback(cb)
            # Cancel the inner future and wait for it to finish, so that no
            # task outlives the timeout.
            await _cancel_and_wait(fut, loop=loop)
            try:
                return fut.result()
            except exceptions.CancelledError as exc:
                raise exceptions.TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def _wait(fs, timeout, return_when, loop):
    """Internal helper for wait()."""
    assert fs, 'Set of Futures is empty.'
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or
            return_when == FIRST_COMPLETED or
            return_when == FIRST_EXCEPTION and (not f.cancelled() and
                                                f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)

    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)

    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


async def _cancel_and_wait(fut, loop):
    """Cancel the *fut* future or task and wait until it completes."""
    waiter = loop.create_future()
    cb = functools.partial(_release_waiter, waiter)
    fut.add_done_callback(cb)

    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


def as_completed(fs, *, timeout=None):
    """An iterator of coroutines that give the results of the futures of fs
    in the order they complete (TimeoutError after timeout seconds).
    """
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")

    from .queues import Queue
    loop = events._get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    done = Queue()
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise exceptions.TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    return _yield_waiters(_wait_for_one, len(todo))


def _yield_waiters(make, count):
    for _ in range(count):
        yield make()


class _YieldOnce:
    # An awaitable that suspends the task once (a bare yield to the loop).
    def __await__(self):
        yield


async def sleep(delay, result=None):
    """Suspend the task for delay seconds and return result."""
    if delay <= 0:
        await _YieldOnce()
        return result

    loop = events.get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay,
                        futures._set_result_unless_cancelled,
                        future, result)
    try:
        return await future
    finally:
        h.cancel()


def ensure_future(coro_or_future, *, loop=None):
    """Return coro_or_future as a Future: a future as is, a coroutine or
    awaitable wrapped in a Task.
    """
    return _ensure_future(coro_or_future, loop=loop)


def _ensure_future(coro_or_future, *, loop=None):
    if futures.isfuture(coro_or_future):
        if loop is not None and loop is not futures._get_loop(coro_or_future):
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return coro_or_future
    called_wrap_awaitable = False
    if not coroutines.iscoroutine(coro_or_future):
        if hasattr(coro_or_future, '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
            called_wrap_awaitable = True
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable '
                            'is required')

    if loop is None:
        loop = events._get_event_loop(stacklevel=4)
    try:
        return loop.create_task(coro_or_future)
    except RuntimeError:
        if not called_wrap_awaitable:
            coro_or_future.close()
        raise


async def _wrap_awaitable(awaitable):
    return await awaitable


class _GatheringFuture(futures.Future):
    """The future gather() returns: cancelling it cancels its children."""

    def __init__(self, children, *, loop):
        assert loop is not None
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            # The children's cancellation will reach us through the done
            # callbacks.
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """A future of the results of the awaitables, in order.

    The first exception propagates unless return_exceptions, which puts
    exceptions among the results; cancelling the gather cancels the
    awaitables.
    """
    if not coros_or_futures:
        loop = events._get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1

        if outer is None or outer.done():
            if not fut.cancelled():
                # Mark the exception retrieved.
                fut.exception()
            return

        if not return_exceptions:
            if fut.cancelled():
                exc = fut._make_cancelled_error()
                outer.set_exception(exc)
                return
            else:
                exc = fut.exception()
                if exc is not None:
                    outer.set_exception(exc)
                    return

        if nfinished == nfuts:
            results = []

            for fut in children:
                if fut.cancelled():
                    res = exceptions.CancelledError(
                        '' if fut._cancel_message is None else
                        fut._cancel_message)
                else:
                    res = fut.exception()
                    if res is None:
                        res = fut.result()
                results.append(res)

            if outer._cancel_requested:
                exc = fut._make_cancelled_error()
                outer.set_exception(exc)
            else:
                outer.set_result(results)

    arg_to_fut = {}
    children = []
    nfuts = 0
    nfinished = 0
    loop = None
    outer = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = _ensure_future(arg, loop=loop)
            if loop is None:
                loop = futures._get_loop(fut)
            if fut is not arg:
                fut._log_destroy_pending = False

            nfuts += 1
            arg_to_fut[arg] = fut
            fut.add_done_callback(_done_callback)

        else:
            fut = arg_to_fut[arg]

        children.append(fut)

    outer = _GatheringFuture(children, loop=loop)
    return outer


def shield(arg):
    """Await arg protected from cancellation: cancelling the awaiting task
    does not cancel arg.
    """
    inner = _ensure_future(arg)
    if inner.done():
        return inner
    loop = futures._get_loop(inner)
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return

        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def run_coroutine_threadsafe(coro, loop):
    """There are no other threads to submit from in this asyncio."""
    raise RuntimeError('run_coroutine_threadsafe() needs threads, which are not available')


async def to_thread(func, /, *args, **kwargs):
    """Without threads, run func in the current task and return its result."""
    return func(*args, **kwargs)


_all_tasks = set()
_current_tasks = {}


def _register_task(task):
    """Register a new task in asyncio as executed by loop."""
    _all_tasks.add(task)


def _enter_task(loop, task):
    current_task = _current_tasks.get(loop)
    if current_task is not None:
        raise RuntimeError(f"Cannot enter into task {task!r} while another "
                           f"task {current_task!r} is being executed.")
    _current_tasks[loop] = task


def _leave_task(loop, task):
    current_task = _current_tasks.get(loop)
    if current_task is not task:
        raise RuntimeError(f"Leaving task {task!r} does not match "
                           f"the current task {current_task!r}.")
    del _current_tasks[loop]


def _unregister_task(task):
    """Unregister a task."""
    _all_tasks.discard(task)
