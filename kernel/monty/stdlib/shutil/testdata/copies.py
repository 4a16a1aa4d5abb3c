import os
import shutil

base = "/tmp/monty_shutil_difftest"
shutil.rmtree(base, ignore_errors=True)
os.makedirs(base + "/src/sub")
with open(base + "/src/a.txt", "w") as f:
    f.write("alpha")
with open(base + "/src/sub/b.log", "w") as f:
    f.write("beta")
print(os.path.relpath(shutil.copy(base + "/src/a.txt", base), base), os.path.relpath(shutil.copyfile(base + "/src/a.txt", base + "/c.txt"), base), os.path.relpath(shutil.copy2(base + "/src/a.txt", base + "/d.txt"), base))
print(open(base + "/c.txt").read(), sorted(os.listdir(base)))
print(os.path.relpath(shutil.copytree(base + "/src", base + "/dst"), base), sorted(os.listdir(base + "/dst")), open(base + "/dst/sub/b.log").read())
shutil.copytree(base + "/src", base + "/dst2", ignore=shutil.ignore_patterns("*.log"))
print(sorted(os.listdir(base + "/dst2/sub")))
try:
    shutil.copytree(base + "/src", base + "/dst")
except FileExistsError as e:
    print("FileExistsError", e.errno)
shutil.copytree(base + "/src", base + "/dst", dirs_exist_ok=True)
print(os.path.relpath(shutil.move(base + "/dst2", base + "/moved"), base), os.path.exists(base + "/dst2"), os.path.relpath(shutil.move(base + "/c.txt", base + "/moved"), base))
try:
    shutil.copyfile(base + "/d.txt", base + "/d.txt")
except shutil.SameFileError as e:
    print("SameFileError", isinstance(e, OSError))
try:
    shutil.rmtree(base + "/nope")
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
import io
src, dst = io.StringIO("x" * 100), io.StringIO()
shutil.copyfileobj(src, dst, 7)
print(len(dst.getvalue()), shutil.which("ls") is None or True)
shutil.rmtree(base)
print(os.path.exists(base))
