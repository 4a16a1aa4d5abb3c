# RotatingFileHandler: mode 'w' becomes 'a' when maxBytes is set, delay
# leaves the file unopened until the first record, an existing file's size
# counts towards maxBytes.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "x.log")
with open(path, "w") as f:
    f.write("0123456789" * 3 + "\n")
h = logging.handlers.RotatingFileHandler(path, mode="w", maxBytes=50, backupCount=2, delay=True)
print(h.mode, h.maxBytes, h.backupCount, h.stream, h.delay)
print(sorted(os.listdir(d)))
log = logging.getLogger("rot.mode")
log.propagate = False
log.addHandler(h)
log.warning("a record of twenty-five")
print(h.stream is not None, sorted(os.listdir(d)))
log.warning("short")
h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
w = logging.handlers.RotatingFileHandler(os.path.join(d, "w.log"), mode="w")
print(w.mode, w.maxBytes, w.shouldRollover(logging.makeLogRecord({"msg": "x"})))
w.close()
print(isinstance(h, logging.handlers.BaseRotatingHandler), isinstance(h, logging.FileHandler))
print(h.encoding, logging.handlers.BaseRotatingHandler(path, "a", delay=True).encoding,
      logging.FileHandler(path, delay=True).encoding, logging.FileHandler(path, "ab", delay=True).encoding,
      logging.handlers.RotatingFileHandler(path, "ab", delay=True).encoding,
      logging.handlers.RotatingFileHandler(path, encoding="latin-1", delay=True).encoding)
