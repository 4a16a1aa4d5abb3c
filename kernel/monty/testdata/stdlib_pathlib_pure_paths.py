# pathlib pure path manipulation (PurePosixPath): parts, suffixes, joining, relative paths.
from pathlib import PurePosixPath as P
p = P("/home/user/projects/app/main.tar.gz")
print(p, p.name, p.stem, p.suffix, p.suffixes, p.parent, list(p.parents)[:3], p.parts, p.anchor, p.root)
print(p.with_name("x.py"), p.with_suffix(".zip"), p.with_stem("other") if hasattr(p, "with_stem") else "", P("a") / "b" / "c.txt", P("/a") / "/b")
print(p.relative_to("/home/user"), p.is_absolute(), P("a/b").is_absolute(), p.match("*.gz"), p.match("projects/*/*.gz"), P("a/b/../c"), P("x//y/./z"))
try:
    p.relative_to("/other")
except ValueError as e:
    print("ValueError:", e)
print(P("a", "b") == P("a/b"), P("A") == P("a"), sorted([P("b"), P("a/c"), P("a")]), str(P(".")), repr(P("x/y")))
