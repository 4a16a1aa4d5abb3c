# c, s, p, ? and padding x.
import struct

print(struct.pack("c", b"a"), struct.pack("3c", b"a", b"b", b"c"))
print(struct.unpack("2c", b"ab"), struct.unpack("c", bytearray(b"z")))
for bad in [b"ab", b"", "a", 1, bytearray(b"a")]:
    try:
        struct.pack("c", bad)
    except struct.error as e:
        print("c", repr(bad), e)
print(struct.pack("5s", b"ab"), struct.pack("1s", b"abc"), struct.pack("s", bytearray(b"z")))
print(struct.pack("0s"), struct.unpack("0s", b""), struct.unpack("3s", b"xyz"))
print(struct.pack("5p", b"ab"), struct.pack("3p", b"abcdef"), struct.pack("p", b"abc"))
print(struct.unpack("5p", b"\x09abcd"), struct.unpack("3p", b"\x01ab"), struct.unpack("0p", b""))
big = struct.pack("256p", b"a" * 300)
print(big[:3], len(big), struct.unpack("256p", big)[0][-3:])
for code in "sp":
    try:
        struct.pack(code, "text")
    except struct.error as e:
        print(e)
print(struct.pack("?", 0), struct.pack("?", "x"), struct.pack("?", []), struct.pack("3?", 1, 0.0, None))
print(struct.unpack("4?", b"\x00\x01\x02\xff"))
print(struct.pack("3x"), struct.pack("b2xb", 1, 2), struct.unpack("b2xb", b"\x01\x00\x00\x02"))
print(struct.pack("x"), struct.calcsize("10x"))
try:
    struct.pack("x", 1)
except struct.error as e:
    print(e)
