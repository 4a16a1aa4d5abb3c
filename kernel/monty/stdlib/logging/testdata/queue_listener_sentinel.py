# QueueListener's end marker: enqueue_sentinel puts _sentinel (None) on the
# queue; records after it stay queued; a subclass with its own dequeue.
import logging
import logging.handlers
import queue


class Got(logging.Handler):
    def __init__(self):
        super().__init__()
        self.msgs = []

    def emit(self, rec):
        self.msgs.append(rec.msg)


q = queue.Queue()
g = Got()
lis = logging.handlers.QueueListener(q, g)
lis.enqueue_sentinel()
print(q.qsize(), q.get_nowait())
print(logging.handlers.QueueListener._sentinel, lis._sentinel)


class Counting(logging.handlers.QueueListener):
    calls = 0

    def dequeue(self, block):
        Counting.calls += 1
        Counting.blocks = block
        return super().dequeue(block)


q2 = queue.Queue()
c = Counting(q2, g)
c.start()
for m in ["a", "b", "c"]:
    q2.put_nowait(logging.makeLogRecord({"msg": m}))
c.stop()
print(g.msgs, Counting.calls, Counting.blocks, q2.qsize())
