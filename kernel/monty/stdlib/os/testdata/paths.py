import os
import os.path
import posixpath

j = os.path.join
print(j("a", "b", "c"), j("/a", "/b", "c"), j("a/", "b"), j("", "x"), j("a", ""), j("a"))
for p in ["", "/", "//", "///", "a", "a/", "/a/b/", "a/b/c.txt", "a.b/c", ".bashrc", "x/..y", "a/./b/../c", "../../x", "/../x", "//a//b", "a//b///c"]:
    print(repr(p), os.path.split(p), os.path.splitext(p), repr(os.path.basename(p)), repr(os.path.dirname(p)), os.path.normpath(p), os.path.isabs(p))
print(os.path.commonprefix(["/usr/lib", "/usr/local/lib", "/usr/libexec"]), os.path.commonpath(["/usr/lib", "/usr/local/lib"]), os.path.commonpath(["a/b", "a/c"]), repr(os.path.commonprefix([])))
print(os.path.relpath("/a/b/c", "/a"), os.path.relpath("/a", "/a/b/c"), os.path.relpath("/a/b", "/a/b"), os.path.relpath("/x/y", "/a/b"), os.path.abspath("/a/../b/./c"))
print(os.path.splitdrive("/a/b"), os.path.normcase("AbC"), os.path.expanduser("/x"), os.sep, os.extsep, os.pathsep, repr(os.linesep), os.curdir, os.pardir, os.name, os.devnull, os.path is posixpath, os.path.__name__)
print(os.fspath("p"), os.fspath(b"b"))
class P:
    def __fspath__(self): return "/from/fspath"
print(os.fspath(P()), os.path.join(P(), "x"), os.path.basename(P()))
for bad in ["os.fspath(1)", "os.path.join('a', 1)", "os.path.commonpath([])", "os.path.commonpath(['/a', 'b'])", "os.path.relpath('')"]:
    try:
        eval(bad)
    except (TypeError, ValueError) as e:
        print(bad, type(e).__name__, e)
print(issubclass(type(os.environ), dict) or hasattr(os.environ, "keys"), os.getenv("MONTY_SURELY_UNSET", "dflt"), os.environ.get("MONTY_SURELY_UNSET"))
