# The Struct class: format, size, methods.
import struct

s = struct.Struct("<hi")
print(s.format, s.size, type(s).__name__)
print(s.pack(1, 2), s.unpack(b"\x01\x00\x02\x00\x00\x00"))
print(s.unpack_from(b"xx\x01\x00\x02\x00\x00\x00", 2), s.unpack_from(buffer=b"\x01\x00\x02\x00\x00\x00"))
buf = bytearray(8)
print(s.pack_into(buf, 1, -1, -2), buf.hex())
print(list(s.iter_unpack(s.pack(1, 2) + s.pack(3, 4))))
b = struct.Struct(b"!I")
print(b.format, b.size, b.pack(258))
print(struct.Struct(format="@bq").size)
for bad in [5, None]:
    try:
        struct.Struct(bad)
    except TypeError as e:
        print(e)
for bad in ["z", "<P", "3"]:
    try:
        struct.Struct(bad)
    except struct.error as e:
        print(e)
for call in [lambda: s.pack(1), lambda: s.unpack(b"ab"), lambda: s.pack("a", 1),
             lambda: s.pack_into(bytearray(2), 0, 1, 2), lambda: s.iter_unpack(b"abc")]:
    try:
        call()
    except struct.error as e:
        print(e)
r = repr(s)
print(r.startswith("<_struct.Struct object at 0x"), r.endswith(">"))
try:
    s.size = 3
except AttributeError:
    print("size is read-only")
print(isinstance(s, struct.Struct), struct.Struct.__name__)
