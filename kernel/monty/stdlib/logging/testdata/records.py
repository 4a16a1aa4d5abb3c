# LogRecord attributes, makeLogRecord, extra, funcName/lineno/stacklevel.
import logging
import sys

r = logging.LogRecord("n.m", logging.INFO, "/a/b/mod.py", 7, "x=%(x)s y=%(y)s", ({"x": 1, "y": 2},), None, "fn")
print(r)
print(r.getMessage(), r.args, r.filename, r.module, r.funcName, r.levelname, r.levelno)
print(r.exc_info, r.exc_text, r.stack_info, r.threadName, r.processName)
print(logging.LogRecord("n", 10, "p", 1, "%s", ({},), None).getMessage())
print(logging.LogRecord("n", 10, "p", 1, "%s %s", ([1], 2), None).getMessage())
print(logging.LogRecord("n", 10, "p", 1, 12345, None, None).getMessage())
m = logging.makeLogRecord({"msg": "made %s", "args": ("here",), "custom": True})
print(m.getMessage(), m.custom, m.name, m.levelname, m.lineno, repr(m.pathname))
log = logging.getLogger("where")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(message)s %(user)s"))
log.addHandler(h)
def handler():
    log.warning("inside", extra={"user": "bob"})
handler()
def helper(msg):
    log.warning(msg, extra={"user": "stack"}, stacklevel=2)
def caller():
    helper("reported at the caller")
caller()
try:
    log.warning("clash", extra={"msg": 1, "user": 2})
except KeyError as e:
    print(type(e).__name__, e)
try:
    log.warning("clash", extra={"asctime": 1})
except KeyError as e:
    print(type(e).__name__, e)
fn, lno, func, sinfo = log.findCaller()
print(func, sinfo)
saved = logging.getLogRecordFactory()
def factory(*args, **kwargs):
    rec = saved(*args, **kwargs)
    rec.user = "factory"
    return rec
logging.setLogRecordFactory(factory)
log.warning("from the factory")
logging.setLogRecordFactory(saved)
print(logging.getLogRecordFactory() is logging.LogRecord)
