from pathlib import Path, PurePath, PurePosixPath, PosixPath
import os

p = PurePosixPath("/usr/lib/python3.11/json/__init__.py")
print(p, repr(p), p.parts, p.name, p.stem, p.suffix, p.suffixes, p.parent, p.anchor, p.root, repr(p.drive), p.is_absolute())
print(list(p.parents)[:3], len(p.parents), p.parents[0], p.parents[-1], p.with_name("x.txt"), p.with_suffix(".pyc"), p.with_stem("main"))
print(PurePosixPath("a/b") / "c" / PurePosixPath("d"), "x" / PurePosixPath("y"), PurePosixPath("a", "/b", "c"), PurePosixPath(""), PurePosixPath("a//b/./c/.."), PurePosixPath("//x"), PurePosixPath("///x"))
print(PurePosixPath("/a/b/c").relative_to("/a"), PurePosixPath("a/b").is_relative_to("a"), PurePosixPath("x.tar.gz").suffixes, PurePosixPath(".bashrc").suffix, PurePosixPath("a.").suffixes)
print(PurePosixPath("a/b.py").match("*.py"), PurePosixPath("/a/b.py").match("/*.py"), PurePosixPath("a/b/c.py").match("b/*.py"), PurePosixPath("a/b.py").match("c/*.py"))
print(PurePosixPath("a") == PurePosixPath("a/"), PurePosixPath("a") < PurePosixPath("b"), sorted([PurePosixPath("b"), PurePosixPath("a/z"), PurePosixPath("a")]), hash(PurePosixPath("q")) == hash(PurePosixPath("q")))
print(PurePath("x/y"), type(PurePath("x")).__name__, type(Path("x")).__name__, isinstance(Path("x"), PurePath), os.fspath(Path("a/b")), str(Path("/")), Path("/").parent, Path("/").name)
print(PurePosixPath("/a/b").as_posix(), PurePosixPath("/a b").as_uri(), PurePosixPath("a").joinpath("b", "c"))
for bad in ['PurePosixPath("/").with_name("x")', 'PurePosixPath("a").with_suffix("txt")', 'PurePosixPath("/a").relative_to("/b")', 'PurePosixPath("a").relative_to("/a")', 'PurePosixPath("a") / 1', 'PurePosixPath("a").as_uri()']:
    try:
        print(eval(bad))
    except (ValueError, TypeError) as e:
        print(bad, type(e).__name__, e)

base = Path("/tmp/monty_pathlib_difftest")
if base.exists():
    for d, dirs, files in os.walk(base, topdown=False):
        for f in files:
            os.remove(os.path.join(d, f))
        for x in dirs:
            os.rmdir(os.path.join(d, x))
    base.rmdir()
(base / "a" / "b").mkdir(parents=True)
(base / "a").mkdir(exist_ok=True)
print((base / "a" / "f.txt").write_text("hi\nthere\n"), (base / "a" / "f.txt").read_text(), (base / "a" / "b" / "g.bin").write_bytes(b"\x00\x01"), (base / "a/b/g.bin").read_bytes())
(base / "top.py").touch()
print(sorted(p.name for p in base.iterdir()), sorted(str(p.relative_to(base)) for p in base.glob("*")), sorted(str(p.relative_to(base)) for p in base.rglob("*")))
print(sorted(str(p.relative_to(base)) for p in base.glob("**/*.txt")), sorted(str(p.relative_to(base)) for p in base.rglob("*.bin")), [p.name for p in base.glob("a/*.txt")])
f = base / "top.py"
print(f.exists(), f.is_file(), f.is_dir(), (base / "a").is_dir(), (base / "nope").exists(), f.stat().st_size, f.suffix, f.absolute() == f, f.resolve() == f)
g = f.rename(base / "renamed.py")
print(g.name, f.exists(), g.exists(), (base / "a/f.txt").open().readline())
with (base / "a/f.txt").open("a") as fh:
    fh.write("more\n")
print((base / "a/f.txt").read_text().splitlines())
g.unlink()
g.unlink(missing_ok=True)
for bad in ["(base / 'nope.txt').read_text()", "g.unlink()", "(base / 'a').mkdir()", "(base / 'x/y').mkdir()", "(base / 'a').rmdir()"]:
    try:
        eval(bad)
    except OSError as e:
        print(bad, type(e).__name__, e.errno, os.path.relpath(e.filename, base))
print(Path.cwd() == Path(os.getcwd()), Path("rel").absolute() == Path(os.getcwd()) / "rel")
