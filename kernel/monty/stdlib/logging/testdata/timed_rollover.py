# TimedRotatingFileHandler.doRollover: the rotated file is named after the
# start of the interval that ended (rolloverAt - interval), the next
# rolloverAt is after now, records go to the new file.
import logging
import logging.handlers
import os
import tempfile
import time

d = tempfile.mkdtemp()
path = os.path.join(d, "r.log")
h = logging.handlers.TimedRotatingFileHandler(path, when="H", utc=True)
h.setFormatter(logging.Formatter("%(message)s"))
log = logging.getLogger("timed.roll")
log.propagate = False
log.addHandler(h)
log.warning("before")
print(h.shouldRollover(None))
h.rolloverAt = 1700000000
print(h.shouldRollover(None))
log.warning("triggers")
print(h.rolloverAt > time.time(), h.rolloverAt - time.time() <= 3600)
h.rolloverAt = 1700003600 + 7200
h.doRollover()
log.warning("last")
h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
