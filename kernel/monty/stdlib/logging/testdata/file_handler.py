# FileHandler: append and write modes, delay, close, basicConfig(filename=).
import logging
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "app.log")
log = logging.getLogger("files")
log.propagate = False
h = logging.FileHandler(path, mode="w")
print(h.baseFilename == os.path.abspath(path), h.mode, h.delay)
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(h)
log.warning("first line")
log.error("second %s", "line")
h.close()
log.removeHandler(h)
with open(path) as f:
    print(repr(f.read()))
h2 = logging.FileHandler(path)
log.addHandler(h2)
log.warning("appended")
h2.close()
log.removeHandler(h2)
with open(path) as f:
    print(f.read().splitlines())
lazy = os.path.join(d, "lazy.log")
h3 = logging.FileHandler(lazy, delay=True)
print(h3.stream, os.path.exists(lazy))
log.addHandler(h3)
log.critical("created on first record")
print(os.path.exists(lazy), h3.stream is not None)
h3.close()
log.removeHandler(h3)
print(h3.stream)
with open(lazy) as f:
    print(repr(f.read()))
cfg = os.path.join(d, "cfg.log")
logging.basicConfig(filename=cfg, filemode="w", format="%(name)s:%(message)s", level=logging.DEBUG)
logging.debug("via basicConfig")
logging.getLogger().handlers[0].close()
with open(cfg) as f:
    print(repr(f.read()))
print(type(logging.getLogger().handlers[0]).__name__)
