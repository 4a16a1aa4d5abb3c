# unpack_from and pack_into with offsets, negative offsets and errors.
import struct

data = bytes(range(16))
print(struct.unpack_from("<i", data), struct.unpack_from("<i", data, 4))
print(struct.unpack_from("<h", data, -2), struct.unpack_from("<h", buffer=data, offset=6))
print(struct.unpack_from(">2h", memoryview(data), 10))
for off in [13, 16, 20, -3, -17, -16]:
    try:
        print(off, struct.unpack_from("<i", data, off))
    except struct.error as e:
        print(off, e)
try:
    struct.unpack_from("<i", data, "x")
except TypeError as e:
    print(e)
buf = bytearray(12)
struct.pack_into("<hi", buf, 0, 1, -1)
print(buf)
struct.pack_into(">I", buf, -4, 0xDEADBEEF)
print(buf.hex())
print(struct.pack_into("<h", buf, 6, 5), buf.hex())
for off in [10, 12, 20, -1, -13]:
    try:
        struct.pack_into("<i", buf, off, 1)
        print(off, "ok")
    except struct.error as e:
        print(off, e)
for args in [("<i",), ("<i", buf), ("<i", buf, 0), ("<i", buf, 0, 1, 2)]:
    try:
        struct.pack_into(*args)
    except struct.error as e:
        print(e)
for target in [b"abcd", "abcd", memoryview(b"abcd")]:
    try:
        struct.pack_into("<i", target, 0, 1)
    except TypeError as e:
        print(e)
m = memoryview(buf)
struct.pack_into("<H", m, 2, 0xABCD)
print(buf.hex())
# A failing item leaves the items before it written, as in CPython.
before = bytes(buf)
try:
    struct.pack_into("<hh", buf, 0, 1, 10**6)
except struct.error as e:
    print(e, bytes(buf) == before)
