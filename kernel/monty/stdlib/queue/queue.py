"""A multi-producer, multi-consumer queue: FIFO Queue, LifoQueue,
PriorityQueue and SimpleQueue.

The sandbox runs one thread, so nothing can arrive while a call waits: a
blocking get() on an empty queue (or put() on a full one) waits out its
timeout and raises Empty (Full), or without a timeout waits until the
cell's deadline, as CPython would wait forever.
"""

import time
from collections import deque
from heapq import heappush, heappop
from types import GenericAlias

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


def _wait(timeout, exc):
    if timeout is None:
        while True:
            time.sleep(3600)
    elif timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")
    time.sleep(timeout)
    raise exc


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.

        Raises a ValueError if called more times than there were items
        placed in the queue.
        '''
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        '''Blocks until all items in the Queue have been gotten and processed.'''
        if self.unfinished_tasks:
            _wait(None, None)

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        return self._qsize()

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        return not self._qsize()

    def full(self):
        '''Return True if the queue is full, False otherwise (not reliable!).'''
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue.

        If the queue is full: with block false raise Full at once, else
        wait (at most timeout seconds) and raise Full.
        '''
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            _wait(timeout, Full)
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.

        If the queue is empty: with block false raise Empty at once, else
        wait (at most timeout seconds) and raise Empty.
        '''
        if not self._qsize():
            if not block:
                raise Empty
            _wait(timeout, Empty)
        return self._get()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.

        Only enqueue the item if a free slot is immediately available.
        Otherwise raise the Full exception.
        '''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.

        Only get an item if one is immediately available. Otherwise
        raise the Empty exception.
        '''
        return self.get(block=False)

    # Subclasses store items differently by overriding these.

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(GenericAlias)


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).

    Entries are typically tuples of the form:  (priority number, data).
    '''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded FIFO queue.'''

    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        '''Put the item on the queue (never blocks).'''
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.'''
        if not self._queue:
            if not block:
                raise Empty
            _wait(timeout, Empty)
        return self._queue.popleft()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(False)

    def empty(self):
        '''Return True if the queue is empty, False otherwise (not reliable!).'''
        return len(self._queue) == 0

    def qsize(self):
        '''Return the approximate size of the queue (not reliable!).'''
        return len(self._queue)

    __class_getitem__ = classmethod(GenericAlias)
