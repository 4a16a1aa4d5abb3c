"""Tasks, which drive coroutines on the loop, and the functions that
combine awaitables: gather, wait, wait_for, as_completed, shield, sleep."""

__all__ = (
    'Task', 'create_task', 'FIRST_COMPLETED', 'FIRST_EXCEPTION',
    'ALL_COMPLETED', 'wait', 'wait_for', 'as_completed', 'sleep', 'gather',
    'shield', 'ensure_future', 'run_coroutine_threadsafe', 'current_task',
    'all_tasks', 'to_thread', '_register_task', '_unregister_task',
    '_enter_task', '_leave_task',
)

import collections
import functools
import types
import itertools

from .coroutines import iscoroutine
from . import events
from . import futures
from .futures import isfuture
from .exceptions import CancelledError, InvalidStateError

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_RETURN_WHEN = (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED)

# Task-N default names count from 1 for the whole interpreter.
_task_numbers = itertools.count(1)

# Tasks not yet done, and the task each running loop is executing.
_live_tasks = set()
_running_task = {}


def _describe_coro(coro):
    name = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None)
    if name is None:
        return repr(coro)
    frame = getattr(coro, 'cr_frame', None)
    if frame is None:
        frame = getattr(coro, 'gi_frame', None)
    if frame is not None:
        code = getattr(frame, 'f_code', None)
        where = getattr(code, 'co_filename', '?')
        return f'{name}() running at {where}:{getattr(frame, "f_lineno", "?")}'
    code = getattr(coro, 'cr_code', None) or getattr(coro, 'gi_code', None)
    if code is not None:
        return (f'{name}() done, defined at '
                f'{code.co_filename}:{code.co_firstlineno}')
    return f'{name}()'


class Task(futures.Future):
    """A future that runs a coroutine: each step sends into it until it
    awaits a pending future, and the future's completion wakes it."""

    __module__ = '_asyncio'

    def __init__(self, coro, *, loop=None, name=None, context=None) -> None:
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        self._name = f'Task-{next(_task_numbers)}' if name is None else str(name)
        self._coro = coro
        self._context = context
        self._awaiting = None
        self._cancel_pending = False
        self._cancel_requests = 0
        self._loop.call_soon(self._step, context=context)
        _live_tasks.add(self)

    def _repr_info(self):
        info = super()._repr_info()
        if self._cancel_requests > 0 and not self.done():
            info[0] = 'cancelling'
        info.insert(1, f'name={self._name!r}')
        info.insert(2, f'coro=<{_describe_coro(self._coro)}>')
        if self._awaiting is not None:
            info.insert(3, f'wait_for={self._awaiting!r}')
        return info

    def get_coro(self) -> object:
        return self._coro

    def get_context(self) -> object:
        return self._context

    def get_name(self) -> str:
        return self._name

    def set_name(self, value) -> None:
        self._name = f'{value}'

    def set_result(self, result) -> None:
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception) -> None:
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None) -> list:
        frame = getattr(self._coro, 'cr_frame', None)
        return [] if frame is None else [frame]

    def print_stack(self, *, limit=None, file=None) -> None:
        import sys
        out = sys.stderr if file is None else file
        print(f'No stack for {self!r}', file=out)

    def cancel(self, msg=None) -> bool:
        """Ask the coroutine to stop: CancelledError is thrown into it at
        its next step. False if the task is already done."""
        if self.done():
            return False
        self._cancel_requests += 1
        if self._awaiting is not None and self._awaiting.cancel(msg=msg):
            # The awaited future's cancellation will wake us.
            return True
        self._cancel_pending = True
        self._cancel_msg = msg
        return True

    def cancelling(self) -> int:
        return self._cancel_requests

    def uncancel(self) -> int:
        if self._cancel_requests > 0:
            self._cancel_requests -= 1
        return self._cancel_requests

    def _finish(self, how, value):
        how(value)
        _live_tasks.discard(self)

    def _step(self, exc=None):
        if self.done():
            raise InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._cancel_pending:
            if not isinstance(exc, CancelledError):
                exc = self._cancellation()
            self._cancel_pending = False
        self._awaiting = None
        _enter_task(self._loop, self)
        try:
            self._resume(exc)
        finally:
            _leave_task(self._loop, self)

    def _resume(self, exc):
        base = futures.Future
        try:
            if exc is None:
                yielded = self._coro.send(None)
            else:
                yielded = self._coro.throw(exc)
        except StopIteration as stop:
            if self._cancel_pending:
                # cancel() arrived while the coroutine was finishing.
                self._cancel_pending = False
                self._finish(functools.partial(base.cancel, self),
                             self._cancel_msg)
            else:
                self._finish(functools.partial(base.set_result, self), stop.value)
        except CancelledError as err:
            self._cancel_error = err
            self._finish(lambda _: base.cancel(self), None)
        except (KeyboardInterrupt, SystemExit) as err:
            self._finish(functools.partial(base.set_exception, self), err)
            raise
        except BaseException as err:
            self._finish(functools.partial(base.set_exception, self), err)
        else:
            self._park(yielded)

    def _park(self, yielded):
        """Arrange the next step after the coroutine yielded `yielded`."""
        blocking = getattr(yielded, '_asyncio_future_blocking', None)
        if blocking is None:
            if yielded is None:
                # A bare yield: give the other callbacks a turn.
                self._loop.call_soon(self._step, context=self._context)
                return
            if isinstance(yielded, types.GeneratorType):
                problem = ('yield was used instead of yield from for '
                           f'generator in task {self!r} with {yielded!r}')
            else:
                problem = f'Task got bad yield: {yielded!r}'
        elif yielded.get_loop() is not self._loop:
            problem = (f'Task {self!r} got Future {yielded!r} attached to a '
                       'different loop')
        elif not blocking:
            problem = ('yield was used instead of yield from in task '
                       f'{self!r} with {yielded!r}')
        elif yielded is self:
            problem = f'Task cannot await on itself: {self!r}'
        else:
            yielded._asyncio_future_blocking = False
            yielded.add_done_callback(self._wakeup, context=self._context)
            self._awaiting = yielded
            if self._cancel_pending and yielded.cancel(msg=self._cancel_msg):
                self._cancel_pending = False
            return
        self._loop.call_soon(self._step, RuntimeError(problem),
                             context=self._context)

    def _wakeup(self, future):
        error = None
        try:
            future.result()
        except BaseException as caught:
            error = caught
        self._step(error)
        # Break the cycle the traceback makes through this frame.
        self = None


def create_task(coro, *, name=None, context=None) -> Task:
    """Schedule coro on the running loop; return its Task."""
    extra = {} if context is None else {'context': context}
    task = events.get_running_loop().create_task(coro, **extra)
    if name is not None:
        task.set_name(name)
    return task


def current_task(loop=None) -> 'Task | None':
    """The task running on loop (the running loop by default), or None."""
    if loop is None:
        loop = events.get_running_loop()
    return _running_task.get(loop)


def all_tasks(loop=None) -> set:
    """The tasks of loop that are not done yet."""
    if loop is None:
        loop = events.get_running_loop()
    return {t for t in list(_live_tasks) if t.get_loop() is loop and not t.done()}


def _register_task(task) -> None:
    _live_tasks.add(task)


def _unregister_task(task) -> None:
    _live_tasks.discard(task)


def _enter_task(loop, task) -> None:
    running = _running_task.get(loop)
    if running is not None:
        raise RuntimeError(f'Cannot enter into task {task!r} while another '
                           f'task {running!r} is being executed.')
    _running_task[loop] = task


def _leave_task(loop, task) -> None:
    running = _running_task.get(loop)
    if running is not task:
        raise RuntimeError(f'Leaving task {task!r} does not match the '
                           f'current task {running!r}.')
    del _running_task[loop]


def _awaitable(obj):
    return isinstance(obj, types.CoroutineType) or hasattr(type(obj), '__await__')


async def _await_it(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None) -> 'futures.Future':
    """Return a future for an awaitable: futures as they are, coroutines
    and other awaitables wrapped in a Task."""
    obj = coro_or_future
    if isfuture(obj):
        if loop is not None and loop is not obj.get_loop():
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return obj
    if not iscoroutine(obj):
        if not _awaitable(obj):
            raise TypeError('An asyncio.Future, a coroutine or an awaitable '
                            'is required')
        obj = _await_it(obj)
    if loop is None:
        loop = events.get_event_loop()
    return loop.create_task(obj)


class _Yield:
    """Awaiting this yields to the loop once."""

    def __await__(self):
        yield


async def sleep(delay, result=None) -> object:
    """Return result after delay seconds."""
    if delay <= 0:
        await _Yield()
        return result
    loop = events.get_running_loop()
    fut = loop.create_future()
    timer = loop.call_later(delay, futures._set_result_unless_cancelled,
                            fut, result)
    try:
        return await fut
    finally:
        timer.cancel()


def _wake(waiter, *_):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    """Cancel fut and return once it is done (it may refuse)."""
    waiter = fut.get_loop().create_future()
    wake = functools.partial(_wake, waiter)
    fut.add_done_callback(wake)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(wake)


def _result_or_timeout(fut):
    try:
        return fut.result()
    except CancelledError as exc:
        raise TimeoutError() from exc


async def wait_for(fut, timeout) -> object:
    """Await fut, cancelling it and raising TimeoutError once timeout
    seconds pass (None: no limit)."""
    loop = events.get_running_loop()
    if timeout is None:
        return await fut
    fut = ensure_future(fut, loop=loop)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        return _result_or_timeout(fut)
    waiter = loop.create_future()
    wake = functools.partial(_wake, waiter)
    timer = loop.call_later(timeout, wake)
    fut.add_done_callback(wake)
    try:
        try:
            await waiter
        except CancelledError:
            # We were cancelled ourselves: pass it on to fut, unless done.
            if fut.done():
                return fut.result()
            fut.remove_done_callback(wake)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(wake)
        await _cancel_and_wait(fut)
        return _result_or_timeout(fut)
    finally:
        timer.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED) -> tuple:
    """Wait for the futures of fs; return (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in _RETURN_WHEN:
        raise ValueError(f'Invalid return_when value: {return_when}')
    loop = events.get_running_loop()
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    fs = {ensure_future(f, loop=loop) for f in fs}
    waiter = loop.create_future()
    timer = None if timeout is None else loop.call_later(
        timeout, functools.partial(_wake, waiter))
    left = [len(fs)]

    def one_done(f):
        left[0] -= 1
        enough = (left[0] <= 0 or return_when == FIRST_COMPLETED or
                  (return_when == FIRST_EXCEPTION and not f.cancelled()
                   and f.exception() is not None))
        if enough:
            if timer is not None:
                timer.cancel()
            _wake(waiter)

    for f in fs:
        f.add_done_callback(one_done)
    try:
        await waiter
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(one_done)
    done = {f for f in fs if f.done()}
    return done, fs - done


def as_completed(fs, *, timeout=None) -> 'collections.abc.Iterator':
    """Yield coroutines that give the results of fs in completion order;
    awaiting one raises TimeoutError once timeout seconds have passed."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    loop = events.get_event_loop()
    remaining = {ensure_future(f, loop=loop) for f in set(fs)}
    finished = collections.deque()
    sleepers = collections.deque()
    timer = None

    def deliver(item):
        finished.append(item)
        while sleepers:
            s = sleepers.popleft()
            if not s.done():
                s.set_result(None)
                break

    def on_timeout():
        for f in remaining:
            f.remove_done_callback(on_done)
            deliver(None)
        remaining.clear()

    def on_done(f):
        if not remaining:
            return
        remaining.remove(f)
        deliver(f)
        if not remaining and timer is not None:
            timer.cancel()

    async def next_result():
        while not finished:
            sleeper = loop.create_future()
            sleepers.append(sleeper)
            await sleeper
        f = finished.popleft()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in remaining:
        f.add_done_callback(on_done)
    if remaining and timeout is not None:
        timer = loop.call_later(timeout, on_timeout)
    for _ in range(len(remaining)):
        yield next_result()


class _GatheringFuture(futures.Future):  # gather() returns one
    """gather's outer future: cancelling it cancels the children."""

    def __init__(self, children, *, loop) -> None:
        super().__init__(loop=loop)
        self._kids = children
        self._cancel_asked = False

    def cancel(self, msg=None) -> bool:
        if self.done():
            return False
        cancelled_any = False
        for child in self._kids:
            if child.cancel(msg=msg):
                cancelled_any = True
        if cancelled_any:
            self._cancel_asked = True
        return cancelled_any


def gather(*aws, return_exceptions=False) -> 'futures.Future':
    """A future for the results of all the awaitables, in their order.
    The first exception is passed on, unless return_exceptions makes the
    exceptions results too."""
    if not aws:
        outer = events.get_event_loop().create_future()
        outer.set_result([])
        return outer

    seen = {}
    children = []
    loop = None
    for arg in aws:
        fut = seen.get(arg)
        if fut is None:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            seen[arg] = fut
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state = {'finished': 0}
    distinct = len(seen)

    def child_done(fut):
        state['finished'] += 1
        if outer.done():
            if not fut.cancelled():
                fut.exception()  # retrieved: nobody else will look
            return
        if not return_exceptions:
            # The first failure or cancellation of a child ends the gather.
            failure = fut._cancellation() if fut.cancelled() else fut.exception()
            if failure is not None:
                outer.set_exception(failure)
                return
        if state['finished'] < distinct:
            return
        results = []
        for child in children:
            if child.cancelled():
                msg = child._cancel_msg
                results.append(CancelledError('' if msg is None else msg))
            else:
                err = child.exception()
                results.append(child.result() if err is None else err)
        if outer._cancel_asked:
            outer.set_exception(fut._cancellation())
        else:
            outer.set_result(results)

    for fut in seen.values():
        fut.add_done_callback(child_done)
    return outer


def shield(arg) -> 'futures.Future':
    """A future that ends as arg ends, whose cancellation does not reach
    arg."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = inner.get_loop().create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        futures._copy_state(inner, outer)

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


def run_coroutine_threadsafe(coro, loop) -> Task:
    """Schedule coro on loop. There are no other threads under monty, so
    this is create_task on that loop; the Task is returned."""
    if not iscoroutine(coro):
        raise TypeError('A coroutine object is required')
    return loop.create_task(coro)


async def to_thread(func, /, *args, **kwargs) -> object:
    """Run func(*args, **kwargs) and return its result (monty has no
    threads: it runs in place)."""
    loop = events.get_running_loop()
    return await loop.run_in_executor(None, functools.partial(func, *args, **kwargs))
