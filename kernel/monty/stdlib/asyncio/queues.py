"""Queues between tasks: FIFO Queue, PriorityQueue and LifoQueue."""

__all__ = ('Queue', 'LifoQueue', 'PriorityQueue', 'QueueEmpty', 'QueueFull')

from collections import deque
from heapq import heappop, heappush
from types import GenericAlias

from .locks import Event
from .mixins import _LoopBoundMixin


class QueueEmpty(Exception):
    """get_nowait() found the queue empty."""


class QueueFull(Exception):
    """put_nowait() found the queue at its maxsize."""


def _wake_one(sleepers):
    while sleepers:
        ticket = sleepers.popleft()
        if not ticket.done():
            ticket.set_result(None)
            return


class Queue(_LoopBoundMixin):
    """A FIFO queue; maxsize <= 0 means unbounded. task_done() and join()
    track the items still being worked on."""

    def __init__(self, maxsize: int = 0):
        self._limit = maxsize
        self._want_get = deque()
        self._want_put = deque()
        self._unfinished = 0
        self._all_done = Event()
        self._all_done.set()
        self._init(maxsize)

    # The storage; subclasses change the order by overriding these three.
    def _init(self, maxsize: int) -> None:
        self._items = deque()

    def _get(self) -> object:
        return self._items.popleft()

    def _put(self, item) -> None:
        self._items.append(item)

    def _describe(self):
        text = f'maxsize={self._limit!r}'
        if self.qsize():
            text += f' _queue={list(self._items)!r}'
        if self._want_get:
            text += f' _getters[{len(self._want_get)}]'
        if self._want_put:
            text += f' _putters[{len(self._want_put)}]'
        if self._unfinished:
            text += f' tasks={self._unfinished}'
        return text

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._describe()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._describe()}>'

    __class_getitem__ = classmethod(GenericAlias)

    def qsize(self) -> int:
        """How many items are queued."""
        return len(self._items)

    @property
    def maxsize(self) -> int:
        return self._limit

    def empty(self) -> bool:
        return self.qsize() == 0

    def full(self) -> bool:
        return 0 < self._limit <= self.qsize()

    async def _wait_turn(self, sleepers, blocked):
        """Wait on sleepers while blocked() holds."""
        while blocked():
            ticket = self._get_loop().create_future()
            sleepers.append(ticket)
            try:
                await ticket
            except:
                ticket.cancel()
                if ticket in sleepers:
                    sleepers.remove(ticket)
                # Woken but leaving: hand the wake-up to the next in line.
                if not blocked() and not ticket.cancelled():
                    _wake_one(sleepers)
                raise

    async def put(self, item) -> None:
        """Put item, waiting while the queue is full."""
        await self._wait_turn(self._want_put, self.full)
        self.put_nowait(item)

    def put_nowait(self, item) -> None:
        """Put item, or raise QueueFull."""
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished += 1
        self._all_done.clear()
        _wake_one(self._want_get)

    async def get(self) -> object:
        """Take an item, waiting while the queue is empty."""
        await self._wait_turn(self._want_get, self.empty)
        item = self.get_nowait()
        return item

    def get_nowait(self) -> object:
        """Take an item, or raise QueueEmpty."""
        if self.empty():
            raise QueueEmpty
        try:
            return self._get()
        finally:
            _wake_one(self._want_put)

    def task_done(self) -> None:
        """Mark one item taken earlier as processed."""
        if self._unfinished == 0:
            raise ValueError('task_done() called too many times')
        self._unfinished -= 1
        if not self._unfinished:
            self._all_done.set()

    async def join(self) -> None:
        """Wait until every item put has been marked done."""
        await self._all_done.wait()


class PriorityQueue(Queue):
    """Items come out smallest first (a heap)."""

    def _init(self, maxsize: int) -> None:
        self._items = []

    def _put(self, item) -> None:
        heappush(self._items, item)

    def _get(self) -> object:
        return heappop(self._items)


class LifoQueue(Queue):
    """Items come out newest first."""

    _init = PriorityQueue._init

    def _get(self) -> object:
        return self._items.pop()

    def _put(self, item) -> None:
        self._items.append(item)
