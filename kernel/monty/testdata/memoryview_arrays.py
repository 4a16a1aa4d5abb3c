# Views of array.array: formats, writes and casts.
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

for code in "bBhHiIlLqQfd":
    a = array(code, [1, 2, 3])
    m = memoryview(a)
    print(code, m.format, m.itemsize, m.nbytes, m.tolist(), m[1], m.readonly, m[::2].tolist())
a = array("i", [1, 2, 3])
m = memoryview(a)
m[0] = 100
m[1:3] = array("i", [7, 8])
print(a)
show(lambda: m.__setitem__(slice(0, 2), array("h", [1, 2])))
show(lambda: m.__setitem__(slice(0, 2), b"12345678"))
c = m.cast("B")
c[0] = 1
print(a, c.nbytes, c.format)
print(m.cast("B").cast("i").tolist(), bytes(m) == a.tobytes())
print(memoryview(array("d", [1.5, 2.5])) == array("d", [1.5, 2.5]), memoryview(array("b", [1])) == b"\x01")
show(lambda: memoryview(array("u", "ab")).tolist())
show(lambda: hash(memoryview(array("b", [1]))))
