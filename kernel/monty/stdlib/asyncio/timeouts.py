"""timeout() and timeout_at(): bound the time a block of a task may take."""

__all__ = ('Timeout', 'timeout', 'timeout_at')

from . import events
from . import tasks
from .exceptions import CancelledError


# The stages of a Timeout, named as its repr shows them.
_NEW, _ACTIVE, _FIRING, _FIRED, _DONE = (
    'created', 'active', 'expiring', 'expired', 'finished')


class Timeout:
    """An async context manager that cancels its task at a deadline of the
    loop's clock and turns that cancellation into TimeoutError."""

    def __init__(self, when):
        self._stage = _NEW
        self._when = when
        self._alarm = None
        self._task = None
        self._cancels_before = 0

    def when(self):
        """The deadline (loop time), or None for none."""
        return self._when

    def reschedule(self, when):
        """Move the deadline (None removes it)."""
        if self._stage == _NEW:
            raise RuntimeError('Timeout has not been entered')
        if self._stage != _ACTIVE:
            raise RuntimeError(f'Cannot change state of {self._stage} Timeout')
        self._when = when
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if when is None:
            return
        loop = events.get_running_loop()
        if when <= loop.time():
            self._alarm = loop.call_soon(self._expire)
        else:
            self._alarm = loop.call_at(when, self._expire)

    def expired(self):
        """Whether the deadline passed and the block was cancelled."""
        return self._stage in (_FIRING, _FIRED)

    def __repr__(self):
        tail = ''
        if self._stage == _ACTIVE:
            when = None if self._when is None else round(self._when, 3)
            tail = f' when={when}'
        return f'<Timeout [{self._stage}]{tail}>'

    async def __aenter__(self):
        self._stage = _ACTIVE
        self._task = tasks.current_task()
        if self._task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._cancels_before = self._task.cancelling()
        self.reschedule(self._when)
        return self  # `async with timeout(...) as cm`

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if self._stage == _FIRING:
            self._stage = _FIRED
            ours = self._task.uncancel() <= self._cancels_before
            if ours and exc_type is CancelledError:
                # Our own cancellation: it becomes the timeout.
                raise TimeoutError from exc_val
            return None
        if self._stage == _ACTIVE:
            self._stage = _DONE
        return None

    def _expire(self):
        self._task.cancel()
        self._stage = _FIRING
        self._alarm = None


def timeout(delay):
    """A Timeout expiring delay seconds from now (None: never)."""
    loop = events.get_running_loop()
    return Timeout(None if delay is None else loop.time() + delay)


def timeout_at(when):
    """A Timeout expiring at loop time when (None: never)."""
    cm = Timeout(when)
    return cm
