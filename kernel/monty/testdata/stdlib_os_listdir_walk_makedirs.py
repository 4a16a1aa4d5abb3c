# os.makedirs/walk/rename/scandir inside a temporary directory (paths printed relative).
import os, tempfile
root = tempfile.mkdtemp()
for rel in ["a/b/c", "a/d", "e"]:
    os.makedirs(os.path.join(root, rel), exist_ok=True)
for rel, text in [("a/x.txt", "1"), ("a/b/y.txt", "22"), ("e/z.log", "333")]:
    with open(os.path.join(root, rel), "w") as f:
        f.write(text)
for dirpath, dirnames, filenames in sorted(os.walk(root)):
    dirnames.sort()
    print(os.path.relpath(dirpath, root), sorted(dirnames), sorted(filenames))
os.rename(os.path.join(root, "e", "z.log"), os.path.join(root, "e", "renamed.log"))
print(sorted(e.name for e in os.scandir(os.path.join(root, "e"))), [e.is_dir() for e in sorted(os.scandir(root), key=lambda e: e.name)])
try:
    os.makedirs(os.path.join(root, "a"))
except FileExistsError as e:
    print("FileExistsError:", e.strerror)
try:
    os.rmdir(os.path.join(root, "a"))
except OSError as e:
    print(type(e).__name__, e.strerror)
import shutil
shutil.rmtree(root)
print(os.path.exists(root))
