# frombytes/tobytes, byteswap, the buffer: bytes(), bytearray(), memoryview.
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = array("h", [1, 2, 258])
print(a.tobytes(), bytes(a), bytearray(a), len(bytes(array("d", [1.0]))))
a.byteswap()
print(a)
for code in "bBhHiIlLqQfdu":
    x = array(code, "ab" if code == "u" else [1, 2])
    x.byteswap()
    print(code, x.tobytes().hex())
f = array("f")
f.frombytes(b"\x00\x00\x80?")
f.frombytes(bytearray(b"\x00\x00\x00@"))
f.frombytes(memoryview(b"\x00\x00@@"))
f.frombytes(array("b", [0, 0, 128, 64]))
print(f)
show(lambda: f.frombytes(array("f", [4.0])))
show(lambda: f.frombytes(b"\x00")); show(lambda: f.frombytes("x"))
show(lambda: array("i", [1]).tobytes(1))
m = memoryview(array("i", [1, 2, 3]))
print(m.format, m.itemsize, m.nbytes, m.tolist(), m[1], m.readonly, m.shape)
arr = array("i", [1, 2, 3])
mv = memoryview(arr)
mv[1] = 20
print(arr, mv[0:2].tolist(), mv.obj is arr)
show(lambda: mv.__setitem__(0, 2**40)); show(lambda: mv.__setitem__(0, 1.5))
print(memoryview(array("d", [1.5])).tolist(), memoryview(array("u", "ab")).format)
show(lambda: memoryview(array("u", "ab")).tolist())
print(memoryview(array("B", [1, 2, 3])).cast("c").tolist(), memoryview(array("h", [1, -1])).cast("B").tolist())
import hashlib, zlib, struct
print(hashlib.sha256(array("b", [1, 2])).hexdigest()[:16], zlib.crc32(array("i", [7])))
print(struct.unpack("<3i", array("i", [4, 5, 6])))
buf = array("b", [0] * 8)
struct.pack_into("<hi", buf, 1, -2, 99)
print(buf)
print(b"x" + array("b", [1, 2]), bytearray(b"y") + array("h", [3]))
grown = bytearray(b"q")
grown += array("B", [65])
print(grown)
