# tobytes, tolist and hex over every format.
import struct

data = struct.pack("<bBhHiIqQfd?", -1, 2, -3, 4, -5, 6, -7, 8, 0.5, 1.25, True)
m = memoryview(data)
print(m.hex(), m.hex(":"), m.hex(":", 2), m.hex("-", -3), m.hex(bytes_per_sep=4, sep=" "))
print(memoryview(b"ab").hex(sep="-", bytes_per_sep=1), memoryview(b"").hex())
print(memoryview(b"abcd")[::2].hex(), memoryview(b"abcd").cast("i").hex())
for fmt, n in [("b", 8), ("B", 8), ("h", 4), ("H", 4), ("i", 2), ("I", 2), ("q", 1), ("Q", 1), ("f", 2), ("d", 1)]:
    v = memoryview(bytes(range(250, 256)) + bytes(range(2))).cast(fmt)
    print(fmt, v.tolist(), v.tobytes() == v.obj)
print(memoryview(b"abc").tobytes(order="C"), memoryview(b"abc").tobytes(None), memoryview(b"abc").tolist())
print(memoryview(bytes([0, 1, 2, 255])).cast("?").tolist(), memoryview(b"\x00\x00\x80\x7f").cast("f").tolist())
print(memoryview(bytes(8)).cast("P").tolist(), memoryview(b"\xff" * 8).cast("Q").tolist(), memoryview(b"\xff" * 8).cast("N").tolist())
