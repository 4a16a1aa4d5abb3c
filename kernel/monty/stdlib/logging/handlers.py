"""logging.handlers for monty: buffering, memory, queue, rotating files.

Written for monty from the documented behaviour of CPython 3.11's
logging.handlers. The handlers that need sockets are not here, and
QueueListener, having no thread of its own in a one-thread interpreter,
hands the queued records to its handlers when it is stopped.
"""

import os
import re
import time
import logging
from logging import FileHandler, Handler

_DAY = 24 * 60 * 60


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


# ---------------------------------------------------------------- rotation

class BaseRotatingHandler(FileHandler):
    """A FileHandler that moves its file aside when shouldRollover says so.

    namer, if set, turns the default name of a rotated file into the one
    used; rotator, if set, is called as rotator(source, dest) instead of
    renaming.
    """

    rotator = None
    namer = None

    def __init__(self, filename, mode, encoding=None, delay=False, errors=None):
        super().__init__(filename, mode, encoding=encoding, delay=delay, errors=errors)
        # Only the subclasses name the locale's encoding.
        self.encoding = encoding

    def emit(self, rec):
        try:
            if self.shouldRollover(rec):
                self.doRollover()
            FileHandler.emit(self, rec)
        except Exception:
            self.handleError(rec)

    def rotation_filename(self, default_name):
        """The name a rotated file gets: namer(default_name), or default_name."""
        if callable(self.namer):
            return self.namer(default_name)
        return default_name

    def rotate(self, source, dest):
        """Move source to dest (by rotator when set; a missing source is left alone)."""
        move = self.rotator
        if callable(move):
            move(source, dest)
        elif os.path.exists(source):
            os.replace(source, dest)

    def _reopen(self):
        opened = self._open()
        self.stream = opened

    def _close_stream(self):
        if self.stream:
            out, self.stream = self.stream, None
            out.close()


class RotatingFileHandler(BaseRotatingHandler):
    """Starts a new file when the next record would take it to maxBytes.

    The old files are name.1 (the newest) to name.backupCount; with
    backupCount 0 (or maxBytes 0) the file never rotates.
    """

    def __init__(self, filename, mode="a", maxBytes=0, backupCount=0, encoding=None,
                 delay=False, errors=None):
        # Rotating in write mode would truncate the file just kept.
        if maxBytes > 0:
            mode = "a"
        if encoding is None and "b" not in mode:
            encoding = "locale"
        super().__init__(filename, mode, encoding=encoding, delay=delay, errors=errors)
        self.maxBytes, self.backupCount = maxBytes, backupCount

    def shouldRollover(self, rec):
        """Whether writing rec's line would reach maxBytes."""
        if self.stream is None:
            self._reopen()
        if self.maxBytes <= 0:
            return False
        line = "%s\n" % self.format(rec)
        self.stream.seek(0, 2)
        return self.stream.tell() + len(line) >= self.maxBytes

    def doRollover(self):
        """Shift name.i to name.i+1 (dropping the last), move the file to name.1."""
        self._close_stream()
        base = self.baseFilename
        keep = self.backupCount
        if keep >= 1:
            for i in reversed(range(1, keep)):
                older = self.rotation_filename(f"{base}.{i}")
                newer = self.rotation_filename(f"{base}.{i + 1}")
                if os.path.exists(older):
                    if os.path.exists(newer):
                        os.remove(newer)
                    os.rename(older, newer)
            first = self.rotation_filename(base + ".1")
            if os.path.exists(first):
                os.remove(first)
            self.rotate(base, first)
        if not self.delay:
            self._reopen()


# when -> (seconds in one interval, suffix of rotated files, its pattern)
_WHEN = {
    "S": (1, "%Y-%m-%d_%H-%M-%S", r"\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}"),
    "M": (60, "%Y-%m-%d_%H-%M", r"\d{4}-\d{2}-\d{2}_\d{2}-\d{2}"),
    "H": (60 * 60, "%Y-%m-%d_%H", r"\d{4}-\d{2}-\d{2}_\d{2}"),
    "D": (_DAY, "%Y-%m-%d", r"\d{4}-\d{2}-\d{2}"),
    "MIDNIGHT": (_DAY, "%Y-%m-%d", r"\d{4}-\d{2}-\d{2}"),
    "W": (7 * _DAY, "%Y-%m-%d", r"\d{4}-\d{2}-\d{2}"),
}


class TimedRotatingFileHandler(BaseRotatingHandler):
    """Starts a new file every interval of when: 'S', 'M', 'H', 'D', 'midnight', 'W0'-'W6'.

    The old file is renamed with the time its interval began (name.2026-12-02
    for days); backupCount, when not 0, is how many of them are kept. For
    'midnight' and the weekdays the change happens at atTime (a
    datetime.time; midnight when None), in UTC if utc is true.
    """

    def __init__(self, filename, when="h", interval=1, backupCount=0, encoding=None,
                 delay=False, utc=False, atTime=None, errors=None):
        super().__init__(filename, "a", encoding=encoding or "locale", delay=delay, errors=errors)
        self.when, self.backupCount, self.utc, self.atTime = when.upper(), backupCount, utc, atTime
        kind = self.when
        if kind.startswith("W"):
            if len(kind) != 2:
                raise ValueError("You must specify a day for weekly rollover from 0 to 6 "
                                 f"(0 is Monday): {self.when}")
            if kind[1] not in "0123456":
                raise ValueError(f"Invalid day specified for weekly rollover: {self.when}")
            self.dayOfWeek = int(kind[1])
            kind = "W"
        if kind not in _WHEN:
            raise ValueError(f"Invalid rollover interval specified: {self.when}")
        seconds, self.suffix, pattern = _WHEN[kind]
        self.extMatch = re.compile(r"^" + pattern + r"(\.\w+)?$", re.ASCII)
        self.interval = seconds * interval
        start = os.stat(self.baseFilename).st_mtime if os.path.exists(self.baseFilename) else time.time()
        self.rolloverAt = self.computeRollover(int(start))

    def _daily(self):
        return self.when == "MIDNIGHT" or self.when.startswith("W")

    def _tuple(self, t):
        return time.gmtime(t) if self.utc else time.localtime(t)

    def computeRollover(self, currentTime):
        """The time of the first rollover after currentTime."""
        if not self._daily():
            return currentTime + self.interval
        now = self._tuple(currentTime)
        at = self.atTime
        target = _DAY if at is None else (at.hour * 60 + at.minute) * 60 + at.second
        wait = target - ((now.tm_hour * 60 + now.tm_min) * 60 + now.tm_sec)
        weekday = now.tm_wday
        if wait < 0:
            # atTime has passed today: the next one is tomorrow's.
            wait += _DAY
            weekday = (weekday + 1) % 7
        result = currentTime + wait
        if self.when.startswith("W") and weekday != self.dayOfWeek:
            result += ((self.dayOfWeek - weekday) % 7) * _DAY
        if not self.utc:
            result += self._dst_shift(currentTime, result)
        return result

    def _dst_shift(self, before, after):
        """Seconds to add to after for a DST change between before and after."""
        dst_then, dst_after = time.localtime(before).tm_isdst, time.localtime(after).tm_isdst
        if dst_then == dst_after:
            return 0
        return 3600 if dst_then else -3600

    def shouldRollover(self, rec):
        """Whether the time for the next file has come."""
        return int(time.time()) >= self.rolloverAt

    def getFilesToDelete(self):
        """The rotated files beyond the backupCount newest, oldest first."""
        folder, name = os.path.split(self.baseFilename)
        stem = os.path.splitext(name)[0]
        found = []
        for other in os.listdir(folder):
            if other == name:
                continue
            if other.startswith(name + "."):
                rest = other[len(name) + 1:]
            elif self.namer is not None and other.startswith(stem + "."):
                rest = other[len(stem) + 1:]
            else:
                continue
            if any(self.extMatch.match(part) for part in rest.split(".")):
                found.append(os.path.join(folder, other))
        if len(found) < self.backupCount:
            return []
        found.sort()
        return found[:len(found) - self.backupCount]

    def doRollover(self):
        """Rename the file after the start of its interval, drop the oldest, reopen."""
        self._close_stream()
        now = int(time.time())
        began = self.rolloverAt - self.interval
        stamp = self._tuple(began)
        if not self.utc:
            shift = self._dst_shift(now, began)
            if shift:
                stamp = time.localtime(began - shift)
        dest = self.rotation_filename(self.baseFilename + "." + time.strftime(self.suffix, stamp))
        if os.path.exists(dest):
            os.remove(dest)
        self.rotate(self.baseFilename, dest)
        if self.backupCount >= 1:
            for old in self.getFilesToDelete():
                os.remove(old)
        if not self.delay:
            self._reopen()
        nxt = self.computeRollover(now)
        while nxt <= now:
            nxt += self.interval
        self.rolloverAt = nxt


# ---------------------------------------------------------------- listener

class QueueListener:
    """Takes records off a queue and gives them to handlers.

    In CPython a thread does this while the listener runs. monty has one
    thread: start() only marks the listener running, and stop() hands the
    handlers every record queued until then, in order — so once stop()
    returns, the handlers have seen what they would have in CPython.
    """

    # What stop() queues to mark the end of the records.
    _sentinel = None

    def __init__(self, queue, *handlers, respect_handler_level=False):
        self.queue, self.handlers, self.respect_handler_level = queue, handlers, respect_handler_level
        self._thread = None

    class _Drain:
        """What stands for the listener's thread: joining it hands on the queue."""

        def __init__(self, listener):
            self.listener = listener

        def join(self):
            self.listener._monitor()

    def dequeue(self, block):
        """The next record from the queue."""
        q = self.queue
        return q.get(block)

    def start(self):
        """Start taking records (they are handed on at stop())."""
        self._thread = self._Drain(self)

    def prepare(self, rec):
        """What handle() gives the handlers for rec (rec itself)."""
        return rec

    def handle(self, rec):
        """Give rec to each handler (only those whose level it reaches, if asked)."""
        rec = self.prepare(rec)
        for h in self.handlers:
            if not self.respect_handler_level or rec.levelno >= h.level:
                h.handle(rec)

    def _monitor(self):
        q = self.queue
        done = getattr(q, "task_done", None)
        empty = getattr(q, "empty", None)
        while True:
            # stop() queued the end marker, so a blocking get returns at
            # once; a queue emptied some other way ends the drain instead.
            if empty is not None and empty():
                return
            try:
                rec = self.dequeue(True)
            except Exception:
                return
            if rec is self._sentinel:
                if done is not None:
                    done()
                return
            self.handle(rec)
            if done is not None:
                done()

    def enqueue_sentinel(self):
        """Put the end marker on the queue."""
        q = self.queue
        q.put_nowait(self._sentinel)

    def stop(self):
        """Hand on what was queued, up to the end marker, and stop."""
        self.enqueue_sentinel()
        # Not started: None has no join, as in CPython.
        self._thread.join()
        self._thread = None
