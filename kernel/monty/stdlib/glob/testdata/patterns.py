import glob
import os

base = "/tmp/monty_glob_difftest"
def rm(p):
    if os.path.isdir(p):
        for n in os.listdir(p):
            rm(os.path.join(p, n))
        os.rmdir(p)
    elif os.path.exists(p):
        os.remove(p)
rm(base)
for d in ["src/pkg", "src/.hidden", "docs", "data/2024/01"]:
    os.makedirs(os.path.join(base, d))
for f in ["src/a.py", "src/b.py", "src/pkg/c.py", "src/pkg/readme.md", "src/.hidden/h.py", "src/.dot.py", "docs/x[1].txt", "data/2024/01/d.csv", "top.txt"]:
    open(os.path.join(base, f), "w").close()
rel = lambda xs: sorted(os.path.relpath(x, base) for x in xs)
print(rel(glob.glob(base + "/*")), rel(glob.glob(base + "/src/*.py")), rel(glob.glob(base + "/**/*.py", recursive=True)))
print(rel(glob.glob(base + "/**", recursive=True)), rel(glob.glob(base + "/**/*.py")), rel(glob.glob(base + "/src/*.py", include_hidden=True)))
print(rel(glob.glob(base + "/src/?.py")), rel(glob.glob(base + "/src/[ab].py")), rel(glob.glob(base + "/docs/" + glob.escape("x[1].txt"))), glob.escape("a*b?[c]"), glob.has_magic("a*"), glob.has_magic("abc"))
print(sorted(glob.glob("*.py", root_dir=base + "/src")), sorted(glob.glob("**/*.csv", root_dir=base, recursive=True)), rel(glob.iglob(base + "/d*")), glob.glob(base + "/nope/*"))
os.chdir(base)
print(sorted(glob.glob("src/*")), sorted(glob.glob("*/")), sorted(glob.glob("**/", recursive=True)))
os.chdir("/")
rm(base)
