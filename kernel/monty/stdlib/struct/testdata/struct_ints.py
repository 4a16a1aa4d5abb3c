# Every integer code in every byte order: round trips and the exact bytes.
import struct

values = [0, 1, -1, 127, -128, 255, 32767, -32768, 65535, 2**31 - 1, -2**31,
          2**32 - 1, 2**63 - 1, -2**63, 2**64 - 1]
for order in "@=<>!":
    for code in "bBhHiIlLqQ":
        fmt = order + code
        ok = []
        for v in values:
            try:
                b = struct.pack(fmt, v)
            except struct.error:
                continue
            back = struct.unpack(fmt, b)[0]
            assert back == v, (fmt, v, back)
            ok.append(b.hex())
        print(fmt, struct.calcsize(fmt), len(ok), ok[-1])
for code in "nNP":
    print(code, struct.pack(code, 12345).hex(), struct.unpack(code, struct.pack(code, 2**40)))
print(struct.pack("P", -1).hex(), struct.unpack("P", b"\xff" * 8))
print(struct.pack(">q", -2), struct.pack("<Q", 2**64 - 1))
print(struct.unpack(">h", b"\x80\x00"), struct.unpack("<h", b"\x80\x00"))
print(struct.unpack("!I", b"\xde\xad\xbe\xef"), hex(struct.unpack("<I", b"\xde\xad\xbe\xef")[0]))
