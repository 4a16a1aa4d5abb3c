"""Synchronization between tasks of one loop: Lock, Event, Condition,
Semaphore, BoundedSemaphore and Barrier. Waiters queue as futures and are
woken first come, first served."""

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore',
           'Barrier')

from collections import deque

from .exceptions import BrokenBarrierError, CancelledError
from .mixins import _LoopBoundMixin


def _with_state(obj, state, sleepers):
    base = object.__repr__(obj)
    if sleepers:
        state += f', waiters:{len(sleepers)}'
    return f'<{base[1:-1]} [{state}]>'


def _first_pending(sleepers):
    for ticket in sleepers or ():
        if not ticket.done():
            return ticket
    return None


async def _sleep_in(primitive, sleepers):
    """Queue a ticket on sleepers and wait for it to be set."""
    ticket = primitive._get_loop().create_future()
    sleepers.append(ticket)
    try:
        return await ticket
    finally:
        sleepers.remove(ticket)


class _AsyncWith:
    # `async with primitive:` acquires on entry and releases on exit.
    async def __aenter__(self):
        await self.acquire()

    async def __aexit__(self, *exc_info):
        self.release()


class Lock(_AsyncWith, _LoopBoundMixin):
    """A mutual-exclusion lock for tasks."""

    def __init__(self):
        self._sleepers = None
        self._held = False

    def __repr__(self):
        return _with_state(self, 'locked' if self._held else 'unlocked',
                           self._sleepers)

    def locked(self) -> bool:
        return self._held

    async def acquire(self) -> bool:
        """Take the lock, waiting for it if another task holds it."""
        if not self._held and not _first_uncancelled(self._sleepers):
            self._held = True
            return True
        if self._sleepers is None:
            self._sleepers = deque()
        try:
            await _sleep_in(self, self._sleepers)
        except CancelledError:
            # Pass the turn on if we were woken and will not take it.
            if not self._held:
                self._wake_first()
            raise
        self._held = True
        return True

    def release(self) -> None:
        if not self._held:
            raise RuntimeError('Lock is not acquired.')
        self._held = False
        self._wake_first()

    def _wake_first(self):
        if self._sleepers:
            head = self._sleepers[0]
            if not head.done():
                head.set_result(True)


def _first_uncancelled(sleepers):
    return any(not t.cancelled() for t in sleepers or ())


class Event(_LoopBoundMixin):
    """A flag tasks can wait to see set."""

    def __init__(self):
        self._sleepers = deque()
        self._flag = False

    def __repr__(self):
        return _with_state(self, 'set' if self._flag else 'unset', self._sleepers)

    def is_set(self) -> bool:
        return self._flag

    def set(self) -> None:
        """Set the flag and wake every waiting task."""
        if self._flag:
            return
        self._flag = True
        for ticket in self._sleepers:
            if not ticket.done():
                ticket.set_result(True)

    def clear(self) -> None:
        self._flag = False

    async def wait(self) -> bool:
        """Return True once the flag is set (at once if it is)."""
        if not self._flag:
            await _sleep_in(self, self._sleepers)
        return True


class Condition(_AsyncWith, _LoopBoundMixin):
    """Tasks wait, holding a lock, until another task notifies them."""

    def __init__(self, lock=None):
        self._mutex = Lock() if lock is None else lock
        self._sleepers = deque()

    def __repr__(self):
        return _with_state(self, 'locked' if self.locked() else 'unlocked',
                           self._sleepers)

    def locked(self) -> bool:
        return self._mutex.locked()

    async def acquire(self) -> bool:
        return await self._mutex.acquire()

    def release(self) -> None:
        self._mutex.release()

    def _require_lock(self, doing):
        if not self._mutex.locked():
            raise RuntimeError(f'cannot {doing} on un-acquired lock')

    async def wait(self) -> bool:
        """Release the lock, wait for a notify, and take the lock again
        (even when cancelled meanwhile)."""
        self._require_lock('wait')
        self._mutex.release()
        try:
            await _sleep_in(self, self._sleepers)
            return True
        finally:
            interrupted = taken = False
            while not taken:
                try:
                    taken = await self._mutex.acquire()
                except CancelledError:
                    interrupted = True
            if interrupted:
                raise CancelledError

    async def wait_for(self, predicate):
        """Wait until predicate() is true; return its value."""
        while True:
            outcome = predicate()
            if outcome:
                return outcome
            await self.wait()

    def notify(self, n=1) -> None:
        """Wake up to n of the waiting tasks."""
        self._require_lock('notify')
        left = n
        for ticket in self._sleepers:
            if left <= 0:
                break
            if not ticket.done():
                left -= 1
                ticket.set_result(False)

    def notify_all(self) -> None:
        self.notify(len(self._sleepers))


class Semaphore(_AsyncWith, _LoopBoundMixin):
    """A counter of free slots: acquire takes one (waiting if none),
    release gives one back."""

    def __init__(self, value: int = 1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._sleepers = None
        self._free = value

    def __repr__(self):
        state = 'locked' if self.locked() else f'unlocked, value:{self._free}'
        return _with_state(self, state, self._sleepers)

    def locked(self) -> bool:
        return self._free == 0 or _first_uncancelled(self._sleepers)

    async def acquire(self) -> bool:
        """Take a slot, waiting in line when there is none."""
        if not self.locked():
            self._free -= 1
            return True
        if self._sleepers is None:
            self._sleepers = deque()
        ticket = self._get_loop().create_future()
        self._sleepers.append(ticket)
        try:
            try:
                await ticket
            finally:
                self._sleepers.remove(ticket)
        except CancelledError:
            if ticket.done() and not ticket.cancelled():
                # We were given a slot we will not use: return it.
                self._free += 1
            raise
        finally:
            # Slots freed while we queued go to whoever queued next.
            while self._free > 0 and self._wake_next():
                pass
        return True

    def release(self) -> None:
        """Give a slot back, waking the next waiter."""
        self._free += 1
        self._wake_next()

    def _wake_next(self):
        ticket = _first_pending(self._sleepers)
        if ticket is None:
            return False
        self._free -= 1
        ticket.set_result(True)
        return True


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value: int = 1):
        self._ceiling = value
        Semaphore.__init__(self, value)

    def release(self) -> None:
        if self._free >= self._ceiling:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


# The phases of a Barrier, as its repr names them.
_FILLING, _DRAINING, _RESETTING, _BROKEN = 'filling', 'draining', 'resetting', 'broken'


class Barrier(_LoopBoundMixin):
    """Lets `parties` tasks through together once they have all arrived."""

    def __init__(self, parties: int):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._gate = Condition()
        self._n_parties = parties
        self._phase = _FILLING
        self._arrived = 0

    def __repr__(self):
        state = self._phase
        if state != _BROKEN:
            state += f', waiters:{self.n_waiting}/{self._n_parties}'
        return _with_state(self, state, None)

    async def __aenter__(self):
        index = await self.wait()
        return index

    async def __aexit__(self, *exc_info):
        return None

    async def wait(self) -> int:
        """Wait for the others; return this task's arrival index."""
        async with self._gate:
            # A barrier still letting the last round out cannot be joined.
            await self._gate.wait_for(lambda: self._phase not in (_DRAINING, _RESETTING))
            if self._phase == _BROKEN:
                raise BrokenBarrierError('Barrier aborted')
            index = self._arrived
            self._arrived += 1
            try:
                if self._arrived == self._n_parties:
                    self._phase = _DRAINING
                    self._gate.notify_all()
                else:
                    await self._gate.wait_for(lambda: self._phase != _FILLING)
                    if self._phase in (_BROKEN, _RESETTING):
                        raise BrokenBarrierError('Abort or reset of barrier')
                return index
            finally:
                self._arrived -= 1
                if self._arrived == 0 and self._phase in (_RESETTING, _DRAINING):
                    self._phase = _FILLING
                    self._gate.notify_all()

    async def reset(self) -> None:
        """Back to empty; tasks waiting now get BrokenBarrierError."""
        async with self._gate:
            self._phase = _RESETTING if self._arrived > 0 else _FILLING
            self._gate.notify_all()

    async def abort(self) -> None:
        """Break the barrier: waiting and future waits fail."""
        async with self._gate:
            self._phase = _BROKEN
            self._gate.notify_all()

    @property
    def parties(self) -> int:
        return self._n_parties

    @property
    def n_waiting(self) -> int:
        """How many tasks wait to be let through."""
        return self._arrived if self._phase == _FILLING else 0

    @property
    def broken(self) -> bool:
        return self._phase == _BROKEN
