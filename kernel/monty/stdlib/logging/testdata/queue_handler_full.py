# A full queue: QueueHandler.emit's put_nowait fails and handleError
# reports it on stderr; the records that fit are kept.
import contextlib
import io
import logging
import logging.handlers
import queue

q = queue.Queue(maxsize=2)
log = logging.getLogger("qfull")
log.propagate = False
log.addHandler(logging.handlers.QueueHandler(q))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    for i in range(4):
        log.warning("rec %d", i)
lines = err.getvalue().splitlines()
print(lines.count("--- Logging error ---"), [l for l in lines if l.startswith(("queue.Full", "Message", "Arguments"))])
print(q.qsize(), [q.get_nowait().msg for _ in range(2)])
logging.raiseExceptions = False
err = io.StringIO()
with contextlib.redirect_stderr(err):
    for i in range(4):
        log.warning("quiet %d", i)
print(repr(err.getvalue()), q.qsize())
