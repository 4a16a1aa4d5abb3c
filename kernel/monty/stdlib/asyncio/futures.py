"""Future: the result of an operation that is not done yet.

A coroutine awaiting a pending Future yields it to its Task, which
resumes the coroutine when the Future's done callbacks run.
"""

__all__ = ('Future', 'wrap_future', 'isfuture')

from . import events
from . import exceptions

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


def isfuture(obj):
    """True for Future-like objects (with _asyncio_future_blocking)."""
    return (hasattr(obj.__class__, '_asyncio_future_blocking') and
            obj._asyncio_future_blocking is not None)


class Future:
    """The result of an asynchronous operation, set once (a result, an
    exception or a cancellation), with callbacks run by the loop when done.
    """

    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _source_traceback = None
    _cancel_message = None
    _cancelled_exc = None

    # True while a Task is suspended on this future (set by __await__).
    _asyncio_future_blocking = False

    __log_traceback = False

    def __init__(self, *, loop=None):
        if loop is None:
            self._loop = events._get_event_loop()
        else:
            self._loop = loop
        self._callbacks = []

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, ' '.join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                result = repr(self._result)
                if len(result) > 160:
                    result = result[:157] + '...'
                info.append(f'result={result}')
        if self._callbacks:
            names = [events._format_callback(cb) for cb, ctx in self._callbacks]
            if len(names) > 2:
                names = names[:1] + [f'<{len(names) - 2} more>'] + names[-1:]
            info.append('cb=[%s]' % ', '.join(n + '()' for n in names))
        return info

    @property
    def _log_traceback(self):
        return self.__log_traceback

    @_log_traceback.setter
    def _log_traceback(self, val):
        if val:
            raise ValueError('_log_traceback can only be set to False')
        self.__log_traceback = False

    def get_loop(self):
        """Return the event loop the Future is bound to."""
        loop = self._loop
        if loop is None:
            raise RuntimeError("Future object is not initialized.")
        return loop

    def _make_cancelled_error(self):
        """The CancelledError to raise: the one that cancelled the task if
        there is one, else a new one with the cancel message."""
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            exc = exceptions.CancelledError()
        else:
            exc = exceptions.CancelledError(self._cancel_message)
        exc.__context__ = self._cancelled_exc
        self._cancelled_exc = None
        return exc

    def cancel(self, msg=None):
        """Cancel the future and schedule its callbacks; False when it is
        already done.
        """
        self.__log_traceback = False
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self.__schedule_callbacks()
        return True

    def __schedule_callbacks(self):
        callbacks = self._callbacks[:]
        if not callbacks:
            return
        self._callbacks[:] = []
        for callback, ctx in callbacks:
            self._loop.call_soon(callback, self, context=ctx)

    def cancelled(self):
        """Return True if the future was cancelled."""
        return self._state == _CANCELLED

    def done(self):
        """Return True if the future is done (has a result, an exception,
        or was cancelled)."""
        return self._state != _PENDING

    def result(self):
        """The result; raises the exception set, CancelledError when cancelled,
        InvalidStateError when not done.
        """
        if self._state == _CANCELLED:
            exc = self._make_cancelled_error()
            raise exc
        if self._state != _FINISHED:
            raise exceptions.InvalidStateError('Result is not set.')
        self.__log_traceback = False
        if self._exception is not None:
            raise self._exception.with_traceback(self._exception_tb)
        return self._result

    def exception(self):
        """The exception set (None for a result); CancelledError when
        cancelled, InvalidStateError when not done.
        """
        if self._state == _CANCELLED:
            exc = self._make_cancelled_error()
            raise exc
        if self._state != _FINISHED:
            raise exceptions.InvalidStateError('Exception is not set.')
        self.__log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        """Call fn(future) once the future is done (soon, if it already is)."""
        if self._state != _PENDING:
            self._loop.call_soon(fn, self, context=context)
        else:
            self._callbacks.append((fn, context))

    def remove_done_callback(self, fn):
        """Remove every registration of fn; return how many there were."""
        filtered_callbacks = [(f, ctx) for (f, ctx) in self._callbacks if f != fn]
        removed_count = len(self._callbacks) - len(filtered_callbacks)
        if removed_count:
            self._callbacks[:] = filtered_callbacks
        return removed_count

    def set_result(self, result):
        """Mark the future done and set its result."""
        if self._state != _PENDING:
            raise exceptions.InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self.__schedule_callbacks()

    def set_exception(self, exception):
        """Mark the future done and set an exception."""
        if self._state != _PENDING:
            raise exceptions.InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._exception_tb = exception.__traceback__
        self._state = _FINISHED
        self.__schedule_callbacks()
        self.__log_traceback = True

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self  # This tells Task to wait for completion.
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()  # May raise too.

    __iter__ = __await__


def _get_loop(fut):
    try:
        get_loop = fut.get_loop
    except AttributeError:
        pass
    else:
        return get_loop()
    return fut._loop


def _set_result_unless_cancelled(fut, result):
    """Helper setting the result only if the future was not cancelled."""
    if fut.cancelled():
        return
    fut.set_result(result)


def wrap_future(future, *, loop=None):
    """Wrap concurrent.futures.Future object (or return an asyncio one)."""
    if isfuture(future):
        return future
    raise TypeError(f'concurrent.futures.Future is expected, got {future!r}')
