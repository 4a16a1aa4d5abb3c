# A QueueHandler with a formatter queues the formatted text; the listener's
# handler formats that text again with its own formatter.
import io
import logging
import logging.handlers
import queue

q = queue.Queue()
log = logging.getLogger("qfmt")
log.propagate = False
qh = logging.handlers.QueueHandler(q)
qh.setFormatter(logging.Formatter("<%(levelname)s|%(message)s>"))
log.addHandler(qh)
out = io.StringIO()
sh = logging.StreamHandler(out)
sh.setFormatter(logging.Formatter("[%(name)s %(levelno)d] %(message)s"))
lis = logging.handlers.QueueListener(q, sh)
lis.start()
for i in range(3):
    log.warning("item %d", i)
log.critical("%s=%r", "k", [1, 2])
lis.stop()
print(out.getvalue(), end="")
