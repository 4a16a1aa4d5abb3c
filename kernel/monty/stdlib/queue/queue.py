"""Queues for producers and consumers: Queue (FIFO), LifoQueue,
PriorityQueue and SimpleQueue.

monty runs one thread, so nothing can fill or drain a queue while a call
waits on it: a blocking get() on an empty queue (or put() on a full one)
with a timeout sleeps that long and raises Empty (Full); without one it
waits, as CPython would, until the cell's deadline ends it.
"""

import time
from collections import deque
from heapq import heappop as _pop_min, heappush as _push_min
from types import GenericAlias

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']  # as CPython lists them


class Empty(Exception):  # _queue.Empty in CPython
    """get(block=False) or a timed-out get() found no item."""


Empty.__module__ = '_queue'


class Full(Exception):  # raised by put
    """put(block=False) or a timed-out put() found no free slot."""


class _Lock:
    """Stands in for threading's locks and conditions: with one thread
    there is nothing to exclude or notify."""

    def acquire(self, blocking=True, timeout=-1):
        return True

    def release(self):
        pass

    __enter__ = acquire

    def __exit__(self, *exc_info):
        self.release()

    def notify(self, n=1):
        pass

    notify_all = notify


def _wait_out(timeout, error):
    """What a call that would block does: there is no other thread to
    end the wait, so sleep out the timeout, then fail."""
    if timeout is None:
        while True:
            time.sleep(3600)
    time.sleep(timeout)
    raise error


def _check_timeout(timeout):
    if timeout is None or timeout >= 0:
        return
    raise ValueError("'timeout' must be a non-negative number")


class Queue:
    """A FIFO queue holding up to maxsize items (no bound if maxsize <= 0).
    task_done() and join() track items handed out and not yet processed."""

    def __init__(self, maxsize=0) -> None:
        self.maxsize, self.unfinished_tasks = maxsize, 0
        self._init(maxsize)
        self.mutex = _Lock()
        self.not_empty = self.not_full = self.all_tasks_done = self.mutex

    # Storage hooks, which subclasses override to change the order.
    def _init(self, maxsize) -> None:
        self.queue = deque()

    def _qsize(self) -> int:
        return len(self.queue)

    def _put(self, item) -> None:
        self.queue.append(item)

    def _get(self) -> object:
        return self.queue.popleft()  # the oldest

    __class_getitem__ = classmethod(GenericAlias)

    def qsize(self) -> int:
        """How many items are queued (approximately, under threads)."""
        return self._qsize()

    def empty(self) -> bool:
        return self._qsize() == 0

    def full(self) -> bool:
        return self.maxsize > 0 and self._qsize() >= self.maxsize

    def put(self, item, block=True, timeout=None) -> None:
        """Add item; when full, fail at once (block=False) or wait."""
        if self.full():
            if not block:
                raise Full
            _check_timeout(timeout)
            _wait_out(timeout, Full)
        self._put(item)
        self.unfinished_tasks = self.unfinished_tasks + 1

    def put_nowait(self, item) -> None:
        self.put(item, False)

    def get(self, block=True, timeout=None) -> object:
        """Remove and return an item; when empty, fail at once
        (block=False) or wait."""
        if self._qsize() == 0:
            if not block:
                raise Empty
            _check_timeout(timeout)
            _wait_out(timeout, Empty)
        return self._get()

    def get_nowait(self) -> object:
        return self.get(False)

    def task_done(self) -> None:
        """Mark one item taken by get() as processed."""
        if self.unfinished_tasks == 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = self.unfinished_tasks - 1

    def join(self) -> None:
        """Return once every item put has been marked done."""
        if self.unfinished_tasks:
            _wait_out(None, None)


class PriorityQueue(Queue):  # a heap
    """Items come out smallest first; (priority, data) tuples are usual."""

    def _init(self, maxsize) -> None:
        self.queue = []

    def _put(self, item) -> None:
        _push_min(self.queue, item)

    def _get(self) -> object:
        return _pop_min(self.queue)


class LifoQueue(Queue):  # a stack
    """Items come out newest first (a stack)."""

    def _init(self, maxsize) -> None:
        self.queue = []

    def _get(self) -> object:
        return self.queue.pop()  # the newest

    def _put(self, item) -> None:
        self.queue.append(item)


class SimpleQueue:
    """An unbounded FIFO queue without task tracking."""

    __module__ = '_queue'  # CPython's is written in C

    def __init__(self) -> None:
        self._items = deque()

    __class_getitem__ = classmethod(GenericAlias)

    def put(self, item, block=True, timeout=None) -> None:
        """Add item; never blocks (the arguments are accepted for
        compatibility with Queue.put)."""
        self._items.append(item)

    def put_nowait(self, item) -> None:
        self._items.append(item)

    def get(self, block=True, timeout=None) -> object:
        if self._items:
            return self._items.popleft()
        if not block:
            raise Empty
        _check_timeout(timeout)
        _wait_out(timeout, Empty)

    def get_nowait(self) -> object:
        return self.get(False)

    def empty(self) -> bool:
        return not self._items

    def qsize(self) -> int:
        return len(self._items)

