import os
import tempfile

print(tempfile.gettempdir(), tempfile.gettempprefix())
d = tempfile.mkdtemp(prefix="monty_", suffix="_d")
print(os.path.isdir(d), os.path.basename(d).startswith("monty_"), d.endswith("_d"), os.path.dirname(d))
fd, path = tempfile.mkstemp(suffix=".txt", dir=d)
with os.fdopen(fd, "w") as f:
    f.write("via fd")
print(open(path).read(), path.endswith(".txt"), os.path.dirname(path) == d)
with tempfile.NamedTemporaryFile("w+", suffix=".csv", dir=d) as f:
    f.write("a,b\n")
    f.flush()
    f.seek(0)
    print(f.read(), f.name.endswith(".csv"), os.path.exists(f.name))
    name = f.name
print(os.path.exists(name))
with tempfile.NamedTemporaryFile(delete=False, dir=d) as f:
    f.write(b"kept")
print(os.path.exists(f.name), open(f.name, "rb").read())
with tempfile.TemporaryDirectory(prefix="td_") as td:
    open(os.path.join(td, "x"), "w").close()
    print(os.listdir(td), os.path.basename(td).startswith("td_"))
print(os.path.exists(td))
td = tempfile.TemporaryDirectory()
print(repr(td).startswith("<TemporaryDirectory '/tmp/"), os.path.isdir(td.name))
td.cleanup()
print(os.path.isdir(td.name))
with tempfile.SpooledTemporaryFile(max_size=10, mode="w+") as s:
    s.write("short")
    print(s._rolled)
    s.write(" and now longer than ten")
    print(s._rolled)
    s.seek(0)
    print(s.read())
with tempfile.TemporaryFile() as t:
    t.write(b"tf")
    t.seek(0)
    print(t.read())
import shutil
shutil.rmtree(d)
print(os.path.exists(d))
