import io

s = io.StringIO("hello\nworld\n")
print(s.read(3), repr(s.readline()), s.tell(), s.readlines(), repr(s.read()), s.seek(0), s.write("HE"), s.getvalue(), s.tell())
print(s.truncate(), repr(s.getvalue()), s.seek(10), s.write("x"), repr(s.getvalue()), s.seek(0, 2), s.seek(0, 1))
s = io.StringIO()
print(s.write("héllo wörld ✓\n"), s.write("line2\n"), s.writelines(["a\n", "b\n"]), repr(s.getvalue()), s.tell())
s.seek(1)
print(repr(s.read(4)), s.tell(), list(io.StringIO("a\nb\nc")), io.StringIO("a\nbb\nccc\n").readlines(3), io.StringIO("abc").read(None), io.StringIO("abc").readline(2))
with io.StringIO("ctx") as f:
    print(f.read(), f.closed, f.readable(), f.writable(), f.seekable(), f.isatty(), f.line_buffering, f.encoding, f.newlines)
print(f.closed)
for op in ["f.read()", "f.write('x')", "f.getvalue()", "f.tell()", "f.seek(0)", "iter(f)", "next(f)", "f.close()"]:
    try:
        print(op, "->", repr(eval(op)))
    except ValueError as e:
        print(op, "!!", type(e).__name__, e)
for bad in ["io.StringIO(5)", "io.StringIO().write(5)", "io.StringIO().seek(-1)", "io.StringIO().seek(1, 1)", "io.StringIO().seek(0, 3)",
            "io.StringIO().truncate(-1)", "io.BytesIO().write('s')", "io.BytesIO('s')", "io.BytesIO(b'abc').seek(-1)", "io.StringIO().fileno()",
            "io.StringIO().read('x')", "io.StringIO('x', newline='z')", "io.BytesIO(b'abc').seek(0, 5)"]:
    try:
        print(bad, "->", repr(eval(bad)))
    except (TypeError, ValueError, OSError) as e:
        print(bad, "!!", type(e).__name__, e)
b = io.BytesIO(b"ab\ncd\nef")
print(b.readline(), b.read(2), b.tell(), b.readlines(), b.getvalue(), b.seek(-1, 2), b.read(), b.seek(1, 1), b.write(b"XYZ"), b.getvalue(), b.seek(10), b.write(b"!"), b.getvalue())
print(io.BytesIO(b"x").read(None), io.BytesIO(bytearray(b"ba")).read(), list(io.BytesIO(b"1\n2\n")), io.BytesIO(b"abc").read1(2))
bb = io.BytesIO(); bb.close()
try:
    bb.read()
except ValueError as e:
    print(e)

class Tee(io.StringIO):
    def __init__(self, prefix):
        super().__init__()
        self.prefix = prefix
    def write(self, s):
        return super().write(self.prefix + s)

t = Tee(">")
t.write("a")
t.write("b")
print(t.getvalue(), t.prefix, isinstance(t, io.StringIO), isinstance(t, io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.IOBase))
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError), io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
print(type(io.StringIO()).__name__, type(io.BytesIO()).__name__, io.StringIO.__module__)
t = io.TextIOWrapper(io.BytesIO("é\nline2\r\nend".encode()), encoding="utf-8")
print(repr(t.readline()), t.read(), t.encoding)
raw = io.BytesIO()
w = io.TextIOWrapper(raw, encoding="utf-8", newline="\r\n")
w.write("a\nb\n")
w.flush()
print(raw.getvalue())
