# truncate leaves the position where it is; writes after a truncate below
# the position pad with NULs; seek and tell around the end.
import io

s = io.StringIO("0123456789")
s.seek(6)
print(s.truncate(3), repr(s.getvalue()), s.tell(), repr(s.read()))
print(s.write("ab"), repr(s.getvalue()), s.tell())
print(s.truncate(), repr(s.getvalue()), s.tell())
print(s.truncate(100), repr(s.getvalue()), s.tell())
s.seek(2)
print(s.truncate(), repr(s.getvalue()), s.tell(), s.seek(0, 2))
u = io.StringIO("åäöåäö")
u.seek(5)
print(u.truncate(2), repr(u.getvalue()), u.tell(), u.write("é"), repr(u.getvalue()))
u.seek(1)
print(repr(u.read()), u.tell())
for bad in [-1, "x", 1.5]:
    try:
        u.truncate(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for args in [(-1,), (1, 1), (1, 2), (0, 3), ("a",)]:
    try:
        print(u.seek(*args))
    except (OSError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(u.seek(0, 1), u.seek(0, 2), u.tell(), u.seek(100), u.read(), u.tell())
e = io.StringIO()
print(e.read(), e.readline(), e.readlines(), e.tell(), e.truncate(0), repr(e.getvalue()))
e.write("")
print(e.tell(), repr(e.getvalue()))
b = io.BytesIO(b"abcdef")
b.seek(4)
print(b.truncate(2), b.getvalue(), b.tell(), b.write(b"Z"), b.getvalue())
b.seek(1)
print(b.write(bytearray(b"\xff\x00")), b.getvalue(), b.read(), b.tell())
b.seek(9)
print(b.write(memoryview(b"mv")), b.getvalue(), b.tell())
b.seek(0)
print(b.readline(), b.readlines(), b.read1(), b.getbuffer().tobytes())
