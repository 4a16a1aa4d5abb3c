# asctime, datefmt, msecs and the converter, with fixed creation times.
import logging
import time

rec = logging.LogRecord("t", logging.INFO, "f.py", 1, "tick", None, None)
rec.created = 1700000000.25
rec.msecs = 250.0
f = logging.Formatter("%(asctime)s %(message)s")
f.converter = time.gmtime
print(f.format(rec))
print(f.formatTime(rec), f.formatTime(rec, "%H:%M"))
g = logging.Formatter("%(asctime)s|%(message)s", datefmt="%d/%m/%Y")
g.converter = time.gmtime
print(g.format(rec))
class Utc(logging.Formatter):
    converter = time.gmtime
    default_msec_format = "%s.%03d"
print(Utc("%(asctime)s").format(rec))
class NoMs(logging.Formatter):
    converter = time.gmtime
    default_msec_format = None
print(NoMs("%(asctime)s").format(rec))
rec2 = logging.LogRecord("t", logging.INFO, "f.py", 1, "tock", None, None)
rec2.created = 1700000000.999
rec2.msecs = 999.0
print(Utc("%(asctime)s %(message)s").format(rec2))
rec2.created = 1700000001.5
rec2.msecs = 500.0
print(Utc("%(asctime)s %(message)s").format(rec2))
print(type(rec.relativeCreated).__name__, rec.msecs, isinstance(rec.created, float))
print("asctime" in rec.__dict__)
