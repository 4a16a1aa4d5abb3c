# StreamHandler to StringIO and stdout, setStream, terminator, reprs.
import io
import logging
import sys

log = logging.getLogger("streams")
log.setLevel(logging.DEBUG)
log.propagate = False
buf = io.StringIO()
h = logging.StreamHandler(buf)
print(h, h.stream is buf, h.formatter, h.level)
log.addHandler(h)
log.debug("one")
log.info("two %s", "args")
h.terminator = " | "
log.info("three")
print(repr(buf.getvalue()))
out = logging.StreamHandler(sys.stdout)
print(out.stream is sys.stdout)
old = h.setStream(sys.stdout)
print(old is buf, h.setStream(sys.stdout))
log.warning("now on stdout")
print()
h.terminator = "\n"
err = logging.StreamHandler()
print(err.level, err.stream is sys.stderr)
h.setLevel(logging.WARNING)
log.info("below the handler's level")
log.error("at ERROR")
log.removeHandler(h)
log.removeHandler(h)
print(log.handlers, log.hasHandlers())
n = logging.NullHandler()
log.addHandler(n)
log.addHandler(n)
print(log.handlers)
log.error("into the void")
h.name = "console"
print(h.name, h.get_name())
class Upper(logging.Handler):
    def emit(self, record):
        print("UPPER:", self.format(record).upper())
log.addHandler(Upper())
log.warning("custom %s", "handler")
try:
    logging.Handler().emit(None)
except NotImplementedError as e:
    print(type(e).__name__, e)
