# logger.exception and exc_info: the traceback after the message.
import logging
import sys

log = logging.getLogger("exc")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(h)


def parse(text):
    return int(text)


try:
    parse("x1")
except ValueError:
    log.exception("could not parse %r", "x1")

try:
    {}["missing"]
except KeyError as err:
    log.error("lookup failed", exc_info=err)
    log.warning("as a tuple", exc_info=sys.exc_info())
    log.info("no traceback", exc_info=False)

log.error("nothing raised", exc_info=True)
try:
    raise RuntimeError("outer") from ZeroDivisionError("inner")
except RuntimeError:
    log.critical("chained")

rec = log.makeRecord("exc", logging.ERROR, "f", 1, "m", (), None)
print(rec.exc_info, rec.exc_text)
try:
    1 / 0
except ZeroDivisionError:
    rec = log.makeRecord("exc", logging.ERROR, "f", 1, "m", (), sys.exc_info())
text = logging.Formatter().format(rec)
print(rec.exc_text.splitlines()[-1])
print(text.splitlines()[0], len(text.splitlines()) > 2)
