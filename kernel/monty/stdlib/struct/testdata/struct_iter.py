# iter_unpack and its iterator.
import struct

data = struct.pack("<6h", 1, 2, 3, 4, 5, 6)
it = struct.iter_unpack("<hh", data)
print(type(it).__name__, it.__length_hint__())
print(next(it), it.__length_hint__())
print(list(it), it.__length_hint__())
try:
    next(it)
except StopIteration:
    print("done")
print(list(struct.iter_unpack("<h", b"")))
print([x for (x,) in struct.iter_unpack(">I", bytes(range(8)))])
for fmt, buf in [("i", b"abcde"), ("", b"ab"), ("0s", b"")]:
    try:
        struct.iter_unpack(fmt, buf)
    except struct.error as e:
        print(e)
try:
    struct.iter_unpack("i", "abcd")
except TypeError as e:
    print(e)
s = struct.Struct("<bH")
print(list(s.iter_unpack(bytes(range(9)))))
print(sum(1 for _ in struct.iter_unpack("B", bytearray(100))))
print(iter(it) is it)
