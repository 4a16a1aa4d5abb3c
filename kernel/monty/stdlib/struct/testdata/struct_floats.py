# The float codes e, f and d: rounding, specials, overflow.
import math
import struct

vals = [0.0, -0.0, 1.0, -2.5, 0.1, 1e-7, 6.1e-5, 65504.0, 65519.0, 1e-50,
        3.4028235e38, 5.960464477539063e-08, 2.9802322387695312e-08,
        2.98023223876953126e-08, 1e300, float("inf"), float("-inf")]
for order in "<>@":
    for code in "efd":
        fmt = order + code
        for v in vals:
            try:
                b = struct.pack(fmt, v)
                print(fmt, v, b.hex(), struct.unpack(fmt, b)[0])
            except OverflowError as e:
                print(fmt, v, "OverflowError", e)
for code in "efd":
    b = struct.pack("<" + code, float("nan"))
    print(code, b.hex(), math.isnan(struct.unpack("<" + code, b)[0]))
    b = struct.pack(">" + code, -float("nan"))
    print(code, b.hex())
print(struct.unpack("<4e", bytes.fromhex("0100ff03007c00fc")))
print(struct.unpack(">e", b"\x3c\x00"), struct.unpack(">e", b"\x7b\xff"))
for v in [1, True, 2**53]:
    print(struct.pack("<d", v).hex(), struct.pack("<f", v).hex())
class F:
    def __float__(self):
        return 2.5
class I:
    def __index__(self):
        return 7
print(struct.pack("<d", F()), struct.pack("<d", I()))
for bad in ["x", None, 10**400, [1.0]]:
    try:
        struct.pack("d", bad)
    except Exception as e:
        print(type(e).__name__, e)
