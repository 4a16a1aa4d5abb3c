# os.path string operations (no file system access).
import os.path as op
p = "/usr/local/lib/python3.11/site-packages/pkg/mod.tar.gz"
print(op.basename(p), op.dirname(p), op.split(p), op.splitext(p), op.splitext("noext"), op.splitext(".bashrc"))
print(op.join("a", "b", "c.txt"), op.join("/abs", "x"), op.join("a", "/b"), op.join("a/", "b"), op.join("", "x"))
print(op.normpath("a//b/./c/../d/"), op.normpath("/../x"), op.normpath(""), op.isabs("/x"), op.isabs("x"))
print(op.commonprefix(["/usr/lib", "/usr/local"]), op.commonpath(["/usr/lib", "/usr/local"]), op.relpath("/a/b/c", "/a/d"))
print(op.splitdrive("/x/y"), op.expanduser("nohome"), op.sep if hasattr(op, "sep") else "/", op.extsep)
