# logging.handlers: MemoryHandler, BufferingHandler, QueueHandler; BufferingFormatter.
import logging
import logging.handlers
import queue
import sys

target = logging.StreamHandler(sys.stdout)
target.setFormatter(logging.Formatter("target: %(levelname)s %(message)s"))
mem = logging.handlers.MemoryHandler(3, flushLevel=logging.ERROR, target=target)
log = logging.getLogger("buf")
log.propagate = False
log.setLevel(logging.DEBUG)
log.addHandler(mem)
log.info("one")
log.info("two")
print("buffered", len(mem.buffer))
log.info("three: capacity reached")
print("buffered", len(mem.buffer))
log.debug("four")
log.error("five: flush level")
log.info("six: flushed on close")
mem.close()
log.removeHandler(mem)
b = logging.handlers.BufferingHandler(2)
log.addHandler(b)
log.info("a")
print([r.getMessage() for r in b.buffer])
log.info("b")
print(b.buffer)
log.removeHandler(b)
q = queue.Queue()
qh = logging.handlers.QueueHandler(q)
log.addHandler(qh)
log.warning("queued %s", "record")
rec = q.get_nowait()
print(rec.msg, rec.args, rec.message, rec.exc_info)
log.removeHandler(qh)
bf = logging.BufferingFormatter(logging.Formatter("<%(message)s>"))
recs = [logging.makeLogRecord({"msg": m}) for m in "xyz"]
print(bf.format(recs), repr(bf.format([])))
class Framed(logging.BufferingFormatter):
    def formatHeader(self, records):
        return "%d records: " % len(records)
    def formatFooter(self, records):
        return " (end)"
print(Framed().format(recs))
