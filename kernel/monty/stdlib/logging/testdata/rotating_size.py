# RotatingFileHandler: a new file when the next line would reach maxBytes;
# name.1 is the newest of the old files, at most backupCount are kept.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "app.log")
h = logging.handlers.RotatingFileHandler(path, maxBytes=40, backupCount=3)
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log = logging.getLogger("rot.size")
log.propagate = False
log.addHandler(h)
for i in range(12):
    log.warning("message number %d", i)
h.close()
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
