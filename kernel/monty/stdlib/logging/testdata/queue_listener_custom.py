# QueueListener subclassed: prepare and dequeue overridden; a queue without
# task_done; QueueHandler.prepare's merged message.
import logging
import logging.handlers
import queue


class ListQueue(queue.Queue):
    """A queue that remembers what was put on it."""

    def __init__(self):
        super().__init__()
        self.items = []

    def put_nowait(self, item):
        self.items.append(item)
        super().put_nowait(item)


class Collect(logging.Handler):
    def __init__(self):
        super().__init__()
        self.seen = []

    def emit(self, rec):
        self.seen.append((rec.levelname, rec.getMessage(), rec.args))


class Upper(logging.handlers.QueueListener):
    def prepare(self, rec):
        rec.msg = rec.msg.upper()
        return rec


q = ListQueue()
log = logging.getLogger("qlc")
log.propagate = False
qh = logging.handlers.QueueHandler(q)
qh.setFormatter(logging.Formatter("[%(name)s] %(message)s"))
log.addHandler(qh)
c = Collect()
lis = Upper(q, c)
lis.start()
log.warning("hello %s", "world")
log.error("n=%d", 5)
lis.stop()
print(len(q.items), [r and r.msg for r in q.items], [r and r.args for r in q.items])
print(c.seen, q.empty())
q2 = queue.SimpleQueue()
lis2 = logging.handlers.QueueListener(q2, c)
log.removeHandler(qh)
log.addHandler(logging.handlers.QueueHandler(q2))
lis2.start()
log.critical("via SimpleQueue")
lis2.stop()
print(c.seen[-1], q2.empty())
