import os

base = "/tmp/monty_os_difftest"
def rmtree(p):
    if os.path.isdir(p) and not os.path.islink(p):
        for name in os.listdir(p):
            rmtree(os.path.join(p, name))
        os.rmdir(p)
    elif os.path.lexists(p):
        os.remove(p)
rmtree(base)
os.makedirs(base + "/sub/deep")
os.makedirs(base + "/sub", exist_ok=True)
try:
    os.makedirs(base + "/sub")
except FileExistsError as e:
    print("FileExistsError", e.errno, e.strerror, e.filename == base + "/sub")
os.chdir(base)
print(os.getcwd() == base, os.path.abspath("x") == base + "/x")
with open("a.txt", "w") as f:
    print(f.write("hello\nwörld\n"), f.name, f.mode, f.closed, f.readable(), f.writable())
print(f.closed)
with open("a.txt") as f:
    print(repr(f.read()), f.encoding)
with open("a.txt", "r", encoding="utf-8") as f:
    print(repr(f.readline()), repr(f.readline()), repr(f.readline()), f.tell())
with open("a.txt") as f:
    print([line for line in f], f.closed)
with open("a.txt", "a") as f:
    f.write("more\n")
    f.writelines(["x\n", "y\n"])
print(open("a.txt").readlines(), open("a.txt").read(3))
with open("b.bin", "wb") as f:
    print(f.write(b"\x00\x01\xffline\n"), type(f).__name__)
with open("b.bin", "rb") as f:
    print(f.read(2), f.read(), f.read(), type(f).__name__, f.tell(), f.seek(0), f.readline(), f.tell())
with open("c.txt", "w+") as f:
    f.write("abc\ndef\n")
    f.seek(0)
    print(repr(f.read()), type(f).__name__)
with open("crlf.txt", "wb") as f:
    f.write(b"one\r\ntwo\rthree\n")
print(repr(open("crlf.txt").read()), repr(open("crlf.txt", newline="").read()), open("crlf.txt", "rb").read())
with open("nl.txt", "w", newline="\r\n") as f:
    f.write("a\nb\n")
print(open("nl.txt", "rb").read())
print(sorted(os.listdir()), sorted(os.listdir(base + "/sub")), sorted(e.name for e in os.scandir(".")))
with os.scandir(base) as it:
    for e in sorted(it, key=lambda e: e.name):
        print(e.name, e.path == os.path.join(base, e.name), e.is_dir(), e.is_file(), e.is_symlink(), repr(e) == f"<DirEntry {e.name!r}>")
st = os.stat("a.txt")
print(st.st_size, st.st_mode & 0o170000 == 0o100000, os.path.getsize("a.txt"), os.path.isfile("a.txt"), os.path.isdir("sub"), os.path.exists("nope"), st[6] == st.st_size, isinstance(st.st_mtime, float), isinstance(st[8], int))
print(os.stat("sub").st_mode & 0o170000 == 0o040000, os.path.getmtime("a.txt") > 0, os.access("a.txt", os.R_OK), os.access("nope", os.F_OK), os.path.samefile("a.txt", "./a.txt"))
os.rename("a.txt", "renamed.txt")
os.replace("c.txt", "sub/c2.txt")
print(sorted(os.listdir()), os.path.exists("a.txt"), open("sub/c2.txt").read().split())
for dirpath, dirnames, filenames in os.walk(base):
    print(os.path.relpath(dirpath, base), sorted(dirnames), sorted(filenames))
for dirpath, dirnames, filenames in os.walk(base, topdown=False):
    print("up", os.path.relpath(dirpath, base), sorted(filenames))
os.remove("b.bin")
os.unlink("crlf.txt")
for bad in ["open('nope.txt')", "open('sub')", "os.remove('nope')", "os.rmdir('sub')", "os.mkdir('sub')", "open('a', 'rw')", "open('a', 'rbt')",
            "open('a', 'rb', encoding='utf-8')", "open('nl.txt', encoding='klingon')", "os.listdir('nope')", "os.stat('nope')",
            "open('nl.txt').write('x')", "open('nl.txt', 'w').read()", "os.chdir('nope')", "open('sub/deep', 'w')", "os.rename('nope', 'x')"]:
    try:
        eval(bad)
        print(bad, "ok")
    except (OSError, ValueError, LookupError) as e:
        print(bad, type(e).__name__, str(e).replace(base, "BASE"))
f = open("nl.txt")
f.close()
try:
    f.read()
except ValueError as e:
    print(e)
os.chdir("/")
rmtree(base)
print(os.path.exists(base))
