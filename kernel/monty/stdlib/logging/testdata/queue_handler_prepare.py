# QueueHandler.prepare: the queued record is a copy whose msg and message
# are the formatted text, with args, exc_info, exc_text and stack_info None.
import logging
import logging.handlers
import queue

q = queue.Queue()
log = logging.getLogger("qprep")
log.propagate = False
qh = logging.handlers.QueueHandler(q)
log.addHandler(qh)
log.warning("plain %s and %d", "text", 3)
try:
    1 / 0
except ZeroDivisionError:
    log.exception("failed %s", "here")
log.info("not enabled")
log.error("stack", stack_info=True)
while not q.empty():
    r = q.get_nowait()
    lines = r.msg.splitlines()
    print(r.levelname, r.name, repr(lines[0]), lines[-1] if len(lines) > 1 else None, r.args, r.exc_info,
          r.exc_text, r.stack_info, r.message == r.msg, r.getMessage() == r.msg)
orig = logging.makeLogRecord({"msg": "m %s", "args": ("a",), "levelno": 30, "levelname": "WARNING"})
copy = qh.prepare(orig)
print(copy is orig, orig.msg, orig.args, copy.msg, copy.args, hasattr(orig, "message"))
