import os, tempfile
base = tempfile.mkdtemp()
saved = tempfile.tempdir
tempfile.tempdir = base
print(tempfile.gettempdir() == base, tempfile.gettempdirb() == os.fsencode(base))
fd, p = tempfile.mkstemp()
print(os.path.dirname(p) == base)
with tempfile.NamedTemporaryFile() as f:
    print(os.path.dirname(f.name) == base)
with tempfile.TemporaryDirectory() as d:
    print(os.path.dirname(d) == base)
os.remove(p)
tempfile.tempdir = saved
os.rmdir(base)
print(tempfile.gettempdir())
