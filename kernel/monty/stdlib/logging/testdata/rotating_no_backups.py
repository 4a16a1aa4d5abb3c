# RotatingFileHandler with backupCount 0 rolls the file over in place
# (truncating it); with maxBytes 0 it never rolls over.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
for max_bytes, count in [(30, 0), (0, 2), (25, 1)]:
    path = os.path.join(d, f"m{max_bytes}-{count}.log")
    h = logging.handlers.RotatingFileHandler(path, maxBytes=max_bytes, backupCount=count)
    h.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger(f"rot.nb{max_bytes}{count}")
    log.propagate = False
    log.addHandler(h)
    for i in range(6):
        log.error("line %d of six", i)
    h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, f.read().splitlines())
