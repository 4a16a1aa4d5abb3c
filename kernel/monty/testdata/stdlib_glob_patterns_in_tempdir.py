# glob patterns: *, ?, [], ** recursive, hidden files, escape; results sorted and relative.
import glob, os, tempfile
root = tempfile.mkdtemp()
for rel in ["a1.py", "a2.py", "b.py", "c.txt", ".hidden.py", "sub/d.py", "sub/deep/e.py", "weird[1].py"]:
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").close()
rel = lambda paths: sorted(os.path.relpath(p, root) for p in paths)
for pat in ["*.py", "a?.py", "[ab]*.py", "*", "**/*.py", "sub/*", "*.md"]:
    print(pat, rel(glob.glob(os.path.join(root, pat))))
print(rel(glob.glob(os.path.join(root, "**", "*.py"), recursive=True)))
print(rel(glob.glob(os.path.join(root, glob.escape("weird[1].py")))), glob.escape("a[b]*?"))
import shutil
shutil.rmtree(root)
