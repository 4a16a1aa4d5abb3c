# shutil: copyfile/copy2/copytree/move/rmtree/disk-free-free helpers inside a temp dir.
import os, shutil, tempfile
root = tempfile.mkdtemp()
src = os.path.join(root, "src")
os.makedirs(os.path.join(src, "nested"))
for rel, text in [("a.txt", "A"), ("nested/b.txt", "BB"), ("skip.tmp", "x")]:
    with open(os.path.join(src, rel), "w") as f:
        f.write(text)
shutil.copytree(src, os.path.join(root, "dst"), ignore=shutil.ignore_patterns("*.tmp"))
print(sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(os.path.join(root, "dst")) for f in fs))
shutil.copyfile(os.path.join(src, "a.txt"), os.path.join(root, "copy.txt"))
shutil.copy2(os.path.join(src, "a.txt"), os.path.join(root, "dst"))
print(open(os.path.join(root, "copy.txt")).read(), sorted(os.listdir(os.path.join(root, "dst"))))
shutil.move(os.path.join(root, "dst"), os.path.join(root, "moved"))
print(sorted(os.listdir(root)))
try:
    shutil.copyfile(os.path.join(root, "nope"), os.path.join(root, "x"))
except FileNotFoundError as e:
    print("FileNotFoundError:", e.strerror)
shutil.rmtree(root)
print(os.path.exists(root), shutil.which("definitely-not-a-command-xyz"))
