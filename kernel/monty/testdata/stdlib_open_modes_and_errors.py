# open(): text/binary modes, newline handling, encodings, exclusive create, errors on misuse.
import os, tempfile
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "f.txt")
with open(path, "w", newline="") as f:
    f.write("a\r\nb\nc")
with open(path, "rb") as f:
    print(f.read())
with open(path, newline="") as f:
    print([l for l in f])
with open(path) as f:
    print(f.readlines(), f.closed)
print(f.closed)
with open(path, "w", encoding="latin-1") as f:
    f.write("é")
with open(path, "rb") as f:
    print(f.read())
try:
    with open(path, encoding="utf-8") as f:
        f.read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e.reason)
try:
    open(path, "x")
except FileExistsError as e:
    print("FileExistsError:", e.strerror)
with open(path, "r+", encoding="latin-1") as f:
    print(f.read(), f.tell(), f.seek(0), f.write("Z"), f.mode)
try:
    with open(path) as f:
        f.write("no")
except Exception as e:
    print(type(e).__name__, e)
try:
    open(path, "q")
except ValueError as e:
    print("ValueError:", e)
for name in os.listdir(tmp):
    os.remove(os.path.join(tmp, name))
os.rmdir(tmp)
print(os.path.exists(tmp))
