# QueueHandler and QueueListener: records put on a queue are handed to the
# listener's handlers by the time stop() returns, respecting handler
# levels when asked.
import io
import logging
import logging.handlers
import queue

q = queue.Queue()
log = logging.getLogger("ql")
log.propagate = False
log.setLevel(logging.DEBUG)
log.addHandler(logging.handlers.QueueHandler(q))
out1, out2 = io.StringIO(), io.StringIO()
h1 = logging.StreamHandler(out1)
h1.setFormatter(logging.Formatter("1 %(levelname)s %(message)s"))
h2 = logging.StreamHandler(out2)
h2.setLevel(logging.WARNING)
h2.setFormatter(logging.Formatter("2 %(levelname)s %(message)s"))
for respect in (False, True):
    listener = logging.handlers.QueueListener(q, h1, h2, respect_handler_level=respect)
    print(listener.queue is q, listener.handlers == (h1, h2), listener.respect_handler_level)
    listener.start()
    log.debug("debug %d", 1)
    log.warning("warn %s", "two")
    log.error("error")
    listener.stop()
    print(q.empty())
    print(out1.getvalue().splitlines())
    print(out2.getvalue().splitlines())
    out1.seek(0)
    out1.truncate()
    out2.seek(0)
    out2.truncate()
print(logging.handlers.QueueListener._sentinel)
l2 = logging.handlers.QueueListener(q, h1)
try:
    l2.stop()
except AttributeError as e:
    print("AttributeError", e)
print(q.get_nowait(), q.empty())
