"""Future: a result that will be set later, awaitable from a task."""

__all__ = ('Future', 'isfuture', 'wrap_future')

from . import events
from .exceptions import CancelledError, InvalidStateError

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


def isfuture(obj):
    """Whether obj behaves as an asyncio future (duck-typed, as asyncio
    checks it, so that other future implementations interoperate)."""
    return (getattr(type(obj), '_asyncio_future_blocking', None) is not None
            and obj._asyncio_future_blocking is not None)


def _describe_done_cbs(callbacks):
    names = [events._callback_text(fn, ()) for fn, _ in callbacks]
    if len(names) > 2:
        names = [names[0], f'<{len(names) - 2} more>', names[-1]]
    return 'cb=[' + ', '.join(names) + ']'


class Future:
    """A value that is pending, then finished (a result or an exception)
    or cancelled. Its done callbacks run on its loop, soon after."""

    # CPython's Future and Task come from its C accelerator module.
    __module__ = '_asyncio'

    # True while a task waits on this future (the protocol tasks use).
    _asyncio_future_blocking = False

    _phase = _PENDING
    _value = None
    _error = None
    _loop = None
    _cancel_msg = None
    _cancel_error = None
    _log_traceback = False

    def __init__(self, *, loop=None) -> None:
        self._loop = events.get_event_loop() if loop is None else loop
        self._done_cbs = []

    def __repr__(self):
        return '<' + ' '.join([type(self).__name__] + self._repr_info()) + '>'

    def _repr_info(self):
        info = [self._phase.lower()]
        if self._phase == _FINISHED:
            if self._error is not None:
                info.append(f'exception={self._error!r}')
            else:
                text = repr(self._value)
                if len(text) > 120:
                    text = text[:57] + '...' + text[-60:]
                info.append(f'result={text}')
        if self._done_cbs:
            info.append(_describe_done_cbs(self._done_cbs))
        return info

    def get_loop(self):
        loop = self._loop
        if loop is None:
            raise RuntimeError('Future object is not initialized.')
        return loop

    def _cancellation(self):
        # The error that ended a cancelled task is handed out once; after
        # that, a fresh one carrying the cancel message.
        err, self._cancel_error = self._cancel_error, None
        if err is None:
            args = () if self._cancel_msg is None else (self._cancel_msg,)
            err = CancelledError(*args)
        return err

    def cancel(self, msg=None) -> bool:
        """Cancel a pending future; False if it is already done."""
        if self._phase != _PENDING:
            return False
        self._cancel_msg = msg
        self._finish_with(_CANCELLED)
        return True

    def cancelled(self) -> bool:
        return self._phase == _CANCELLED

    def done(self) -> bool:
        return self._phase != _PENDING

    def result(self) -> object:
        state = self._phase
        if state == _CANCELLED:
            raise self._cancellation()
        if state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        self._log_traceback = False
        err = self._error
        if err is None:
            return self._value
        raise err.with_traceback(self._error_tb)

    def exception(self) -> 'BaseException | None':
        state = self._phase
        if state == _CANCELLED:
            raise self._cancellation()
        if state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        self._log_traceback = False
        return self._error

    def add_done_callback(self, fn, *, context=None) -> None:
        """Call fn(self) once the future is done (soon, if it is)."""
        if self._phase == _PENDING:
            self._done_cbs.append((fn, context))
        else:
            self._loop.call_soon(fn, self, context=context)

    def remove_done_callback(self, fn) -> int:
        """Drop every registration of fn; return how many there were."""
        kept = [entry for entry in self._done_cbs if entry[0] != fn]
        dropped = len(self._done_cbs) - len(kept)
        if dropped:
            self._done_cbs[:] = kept
        return dropped

    def _finish_with(self, phase):
        self._phase = phase
        pending, self._done_cbs = self._done_cbs, []
        for fn, ctx in pending:
            self._loop.call_soon(fn, self, context=ctx)

    def set_result(self, result) -> None:
        if self._phase != _PENDING:
            raise InvalidStateError('invalid state')
        self._value = result
        self._finish_with(_FINISHED)

    def set_exception(self, exception) -> None:
        if self._phase != _PENDING:
            raise InvalidStateError('invalid state')
        error = exception() if isinstance(exception, type) else exception
        if not isinstance(error, BaseException):
            raise TypeError('invalid exception object')
        if isinstance(error, StopIteration):
            raise TypeError('StopIteration interacts badly with generators '
                            'and cannot be raised into a Future')
        self._error, self._error_tb = error, error.__traceback__
        self._log_traceback = True
        self._finish_with(_FINISHED)

    def __await__(self):
        if self._phase == _PENDING:
            # Hand ourselves to the task driving this coroutine; it resumes
            # us once we are done.
            self._asyncio_future_blocking = True
            yield self
        if self._phase == _PENDING:
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def _set_result_unless_cancelled(fut, value):
    # A timer's callback: the future may have been cancelled meanwhile.
    if not fut.cancelled():
        fut.set_result(value)


def _copy_state(source, dest):
    """Make dest (pending) end the way source ended."""
    if source.cancelled():
        dest.cancel()
        return
    exc = source.exception()
    if exc is not None:
        dest.set_exception(exc)
    else:
        dest.set_result(source.result())


def _chain_future(source, target):
    """Mirror source's outcome into target, and target's
    cancellation back into source."""
    def on_source_done(src):
        if not target.done():
            _copy_state(src, target)

    def on_destination_done(dst):
        if dst.cancelled() and not source.done():
            source.cancel()

    source.add_done_callback(on_source_done)
    target.add_done_callback(on_destination_done)


def wrap_future(future, *, loop=None) -> 'Future':
    """Return an asyncio future for future (already one: returned as is)."""
    if isfuture(future):
        return future  # already ours
    if loop is None:
        loop = events.get_event_loop()
    wrapped = loop.create_future()
    _chain_future(future, wrapped)
    return wrapped
