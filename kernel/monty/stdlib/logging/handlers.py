"""A few of logging.handlers' handlers for monty: buffering, memory, queue.

The handlers that need threads, sockets or rotation of files are not here.
"""

import logging
from logging import Handler


class BufferingHandler(Handler):
    """Keeps records in self.buffer; flushes when shouldFlush says so.

    flush() here only empties the buffer: subclasses decide where the
    records go.
    """

    def __init__(self, capacity):
        super().__init__()
        self.capacity, self.buffer = capacity, []

    def shouldFlush(self, rec):
        """Whether the buffer is full, counting rec (already appended)."""
        return len(self.buffer) >= self.capacity

    def emit(self, rec):
        self.buffer.append(rec)
        if self.shouldFlush(rec):
            self.flush()

    def flush(self):
        del self.buffer[:]

    def close(self):
        self.flush()
        super().close()


class MemoryHandler(BufferingHandler):
    """Buffers records and hands them to a target when full or on a severe one."""

    def __init__(self, capacity, flushLevel=logging.ERROR, target=None, flushOnClose=True):
        super().__init__(capacity)
        self.flushLevel, self.target, self.flushOnClose = flushLevel, target, flushOnClose

    def shouldFlush(self, rec):
        """Full, or rec is at flushLevel or above: time to pass the batch on."""
        return rec.levelno >= self.flushLevel or len(self.buffer) >= self.capacity

    def setTarget(self, target):
        """Send the buffered records to target from now on."""
        vars(self)["target"] = target

    def flush(self):
        """Hand every buffered record to the target, oldest first (kept without one)."""
        if self.target is None:
            return
        pending, self.buffer = self.buffer, []
        for rec in pending:
            self.target.handle(rec)

    def close(self):
        """Flush (unless flushOnClose is false), then drop the target."""
        if self.flushOnClose and self.buffer:
            self.flush()
        self.target = None
        super(BufferingHandler, self).close()


class QueueHandler(Handler):
    """Puts prepared records on a queue (anything with put_nowait)."""

    def __init__(self, queue):
        super().__init__()
        self.queue = queue

    def enqueue(self, rec):
        """Put rec on the queue without waiting."""
        self.queue.put_nowait(rec)

    def prepare(self, rec):
        """A copy of rec with its text merged, its args and exception dropped."""
        text = self.format(rec)
        copy = logging.makeLogRecord(vars(rec).copy())
        copy.message = copy.msg = text
        copy.args = copy.exc_info = copy.exc_text = copy.stack_info = None
        return copy

    def emit(self, rec):
        try:
            self.enqueue(self.prepare(rec))
        except Exception:
            self.handleError(rec)
