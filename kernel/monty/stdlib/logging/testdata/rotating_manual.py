# doRollover called by hand, shouldRollover asked directly, rollover of a
# file whose name.1 .. name.N already exist.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "m.log")
for i in range(1, 4):
    with open(f"{path}.{i}", "w") as f:
        f.write(f"old {i}\n")
h = logging.handlers.RotatingFileHandler(path, maxBytes=1000, backupCount=3)
h.setFormatter(logging.Formatter("%(message)s"))
rec = logging.makeLogRecord({"msg": "x" * 10})
print(h.shouldRollover(rec))
h.emit(rec)
h.maxBytes = 5
print(h.shouldRollover(rec))
h.doRollover()
h.emit(logging.makeLogRecord({"msg": "after"}))
h.doRollover()
h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
