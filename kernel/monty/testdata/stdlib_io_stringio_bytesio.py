# io.StringIO and io.BytesIO: write, read, seek, tell, getvalue, readline(s), iteration.
import io
s = io.StringIO()
print(s.write("hello\n"), s.write("world\n"), s.tell())
s.seek(0)
print(repr(s.readline()), repr(s.read()), repr(s.read()), s.tell())
s.seek(0)
print(s.readlines(), list(io.StringIO("a\nb\nc")))
s = io.StringIO("initial")
s.write("XY")
print(s.getvalue())
s.seek(0, 2)
s.write("!")
print(s.getvalue(), s.closed)
s.close()
print(s.closed)
try:
    s.write("x")
except ValueError as e:
    print("ValueError:", e)
b = io.BytesIO(b"abc")
b.seek(1)
print(b.read(1), b.read(), b.getvalue(), b.write(b"Z"), b.getvalue())
with io.StringIO() as f:
    print("via print", file=f, end="")
    print(f.getvalue())
t = io.TextIOWrapper(io.BytesIO("é\n".encode()), encoding="utf-8")
print(repr(t.read()))
