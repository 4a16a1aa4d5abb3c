# TimedRotatingFileHandler with a seconds interval: names with
# %Y-%m-%d_%H-%M-%S suffixes, the rotated file replacing one of the same
# name, and a namer.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "s.log")
h = logging.handlers.TimedRotatingFileHandler(path, when="S", interval=30, utc=True)
h.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))
h.emit(logging.makeLogRecord({"msg": "one", "levelname": "INFO"}))
h.rolloverAt = 1700000030
h.doRollover()
h.emit(logging.makeLogRecord({"msg": "two", "levelname": "WARNING"}))
h.rolloverAt = 1700000030
h.doRollover()
h.namer = lambda name: name + ".named"
h.rolloverAt = 1700000090
h.doRollover()
h.emit(logging.makeLogRecord({"msg": "three", "levelname": "ERROR"}))
h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
m = logging.handlers.TimedRotatingFileHandler(path, when="M", delay=True, utc=True)
print(bool(m.extMatch.match("2023-11-14_22-13")), bool(m.extMatch.match("2023-11-14_22-13.gz")),
      bool(m.extMatch.match("2023-11-14_22")), bool(m.extMatch.match("x2023-11-14_22-13")))
m.close()
