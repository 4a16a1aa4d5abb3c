# Sizes and native alignment (x86-64 Linux), and format parsing.
import struct

fmts = ["", "<", "c", "ci", "<ci", "@ci", "ic", "@bhiqlL", "b0i", "b0q", "@e", "@bd",
        "@b?", "@cP", "@cn", "bf", "3s4p", "=bhiq", "!bhiq", "hhh", "3h", "10s", "i i",
        " i", "hcd", "5x", "x0d", "@lL", "<lL", "<qQ", "@nN", "bbbbbbbbi", "2i3h"]
for f in fmts:
    print(repr(f), struct.calcsize(f))
for f in [" <i", "i 2", "2 i", "z", "<n", ">N", "=P", "3", "<2", "iz", "1000000000000000000000x",
          "9223372036854775807q", "99999999999999999999999999i"]:
    try:
        print(repr(f), struct.calcsize(f))
    except struct.error as e:
        print(repr(f), "error:", e)
for bad in [5, None, 1.5]:
    try:
        struct.calcsize(bad)
    except TypeError as e:
        print(e)
print(struct.calcsize(b"<hi"), struct.calcsize("1000000000x"))
print(struct.pack("@bi", 1, 2), struct.pack("<bi", 1, 2), struct.pack("@ib", 1, 2))
print(struct.pack("@hq", 1, 2).hex())
