# tofile/fromfile over BytesIO.
import io
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = array("i", [1, 2, 3])
bio = io.BytesIO()
a.tofile(bio)
print(bio.getvalue())
bio.seek(0)
b = array("i")
b.fromfile(bio, 2)
print(b)
show(lambda: b.fromfile(bio, 5))
print(b)
show(lambda: b.fromfile(bio, -1))
show(lambda: b.fromfile("x", 1))
show(lambda: a.tofile("x"))
empty = io.BytesIO()
array("d").tofile(empty)
print(empty.getvalue())
big = array("H", range(50000))
out = io.BytesIO()
big.tofile(out)
print(len(out.getvalue()))
out.seek(0)
back = array("H")
back.fromfile(out, 50000)
print(back == big, back[-1])
class Reader:
    def read(self, n):
        return "not bytes"
show(lambda: array("b").fromfile(Reader(), 1))
