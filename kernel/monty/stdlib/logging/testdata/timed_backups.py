# TimedRotatingFileHandler keeps backupCount rotated files: getFilesToDelete
# picks the oldest of the names that carry a date suffix, others stay.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "b.log")
for name in ["b.log.2023-11-10", "b.log.2023-11-11", "b.log.2023-11-12", "b.log.2023-11-13",
             "b.log.notadate", "b.log.2023-11", "other.log.2023-11-01", "b.log.2023-11-09.gz",
             "b.log"]:
    with open(os.path.join(d, name), "w") as f:
        f.write(name + "\n")
h = logging.handlers.TimedRotatingFileHandler(path, when="D", backupCount=2, utc=True)
print([os.path.basename(p) for p in h.getFilesToDelete()])
h.backupCount = 10
print(h.getFilesToDelete())
h.backupCount = 3
h.setFormatter(logging.Formatter("%(message)s"))
h.rolloverAt = 1700006400 + 86400
h.doRollover()
print(sorted(os.listdir(d)))
h.emit(logging.makeLogRecord({"msg": "fresh"}))
h.close()
with open(path) as f:
    print(repr(f.read()))
with open(os.path.join(d, "b.log.2023-11-15")) as f:
    print(repr(f.read()))
