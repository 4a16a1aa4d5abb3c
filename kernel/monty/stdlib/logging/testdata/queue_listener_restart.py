# A QueueListener started and stopped twice; records queued while stopped
# wait on the queue until the next stop; handle() called directly.
import io
import logging
import logging.handlers
import queue

q = queue.Queue()
out = io.StringIO()
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter("%(message)s"))
lis = logging.handlers.QueueListener(q, h)
qh = logging.handlers.QueueHandler(q)
log = logging.getLogger("qrestart")
log.propagate = False
log.addHandler(qh)
lis.start()
log.warning("first")
lis.stop()
log.warning("while stopped")
print(q.qsize(), repr(out.getvalue()))
lis.start()
log.warning("second")
lis.stop()
print(q.qsize(), out.getvalue().splitlines())
lis.handle(logging.makeLogRecord({"msg": "direct", "levelno": 10}))
print(out.getvalue().splitlines()[-1], lis._thread)
