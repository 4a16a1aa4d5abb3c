# stack_info, handleError on a bad format call, raiseExceptions.
import io
import logging
import sys

log = logging.getLogger("stk")
log.propagate = False
class Tail(logging.Handler):
    """Prints the first line and the innermost frames of each record's text."""
    def emit(self, record):
        lines = self.format(record).splitlines()
        print("\n".join(lines[:2] + lines[-4:]))
h = Tail()
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(h)
def inner():
    log.warning("where am I", stack_info=True)
def outer():
    inner()
outer()
log.removeHandler(h)
log.addHandler(logging.StreamHandler(io.StringIO()))
saved = sys.stderr
sys.stderr = io.StringIO()
log.warning("%d items", "not a number")
report = sys.stderr.getvalue().splitlines()
print(report[0], report[1], report[-3:], sep="\n")
print("carried on")
logging.raiseExceptions = False
log.warning("%d items", "silently dropped")
logging.raiseExceptions = True
print(repr(sys.stderr.getvalue()[len("\n".join(report)):]))
sys.stderr = saved
buf = io.StringIO()
print(repr(logging.StreamHandler(buf)), repr(logging.NullHandler()), repr(logging.Handler(logging.INFO)))
class Named(io.StringIO):
    name = "named-stream"
print(repr(logging.StreamHandler(Named())))
print(repr(logging.getLogger("stk")), repr(logging.getLogger("stk.x")))
