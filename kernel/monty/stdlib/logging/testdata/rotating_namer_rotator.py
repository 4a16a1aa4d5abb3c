# BaseRotatingHandler's namer and rotator: the names of rotated files and
# what moving one does.
import logging
import logging.handlers
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "n.log")
moves = []


def namer(default):
    return default.replace(".log.", "-") + ".old"


def rotator(source, dest):
    moves.append((os.path.basename(source), os.path.basename(dest)))
    with open(source) as src, open(dest, "w") as dst:
        dst.write(src.read().upper())
    os.remove(source)


h = logging.handlers.RotatingFileHandler(path, maxBytes=30, backupCount=2)
h.namer, h.rotator = namer, rotator
print(h.rotation_filename(path + ".7").endswith("n-7.old"))
h.setFormatter(logging.Formatter("%(message)s"))
log = logging.getLogger("rot.namer")
log.propagate = False
log.addHandler(h)
for i in range(8):
    log.info("entry %d here", i)
log.setLevel(logging.INFO)
for i in range(8):
    log.info("entry %d here", i)
h.close()
print(moves)
for name in sorted(os.listdir(d)):
    with open(os.path.join(d, name)) as f:
        print(name, repr(f.read()))
plain = logging.handlers.BaseRotatingHandler(os.path.join(d, "b.log"), "a", delay=True)
print(plain.namer, plain.rotator, plain.rotation_filename("z"))
plain.rotate(os.path.join(d, "missing"), os.path.join(d, "dest"))
print(os.path.exists(os.path.join(d, "dest")))
plain.close()
