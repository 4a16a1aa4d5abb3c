# NamedTemporaryFile, mkstemp, mkdtemp, TemporaryFile: write/read back, cleanup.
import os, tempfile
with tempfile.NamedTemporaryFile("w+", suffix=".txt", delete=True) as f:
    f.write("temporary\ncontent\n")
    f.seek(0)
    print(f.read().splitlines(), f.name.endswith(".txt"), os.path.exists(f.name))
print(os.path.exists(f.name))
fd, path = tempfile.mkstemp(prefix="monty_", text=True)
with os.fdopen(fd, "w") as out:
    out.write("via mkstemp")
with open(path) as back:
    print(back.read(), os.path.basename(path).startswith("monty_"))
os.remove(path)
d = tempfile.mkdtemp()
print(os.path.isdir(d), os.listdir(d))
os.rmdir(d)
with tempfile.TemporaryFile() as tf:
    tf.write(b"bytes in a TemporaryFile")
    tf.seek(0)
    print(tf.read())
print(isinstance(tempfile.gettempdir(), str))
