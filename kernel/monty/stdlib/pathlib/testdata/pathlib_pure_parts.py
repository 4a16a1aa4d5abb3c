from pathlib import PurePosixPath as P, PurePath
for s in ['', '.', '/', '//', '///', 'a', 'a/', '/a/b/', 'a//b', 'a/./b', 'a/../b', '..', '../x', '//srv/share', 'x.tar.gz', '.hidden', 'a.', 'a..b', '/a/b.c/d']:
    p = P(s)
    print(repr(s), str(p), p.parts, repr(p.name), repr(p.stem), repr(p.suffix), p.suffixes, str(p.parent), repr(p.root), repr(p.anchor), p.is_absolute())
print(P('a', 'b', 'c'), P('a', '/b', 'c'), P('/a', '//b'), P(P('x'), 'y'), P(), PurePath('q'), type(PurePath()).__name__)
