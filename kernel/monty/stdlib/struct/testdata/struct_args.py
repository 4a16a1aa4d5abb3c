# Argument checking: counts, types, keywords.
import struct

def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

show(struct.pack, "i")
show(struct.pack, "i", 1, 2)
show(struct.pack, "2i", 1)
show(struct.pack, "")
show(struct.pack)
show(struct.pack, "i", 1, b=2)
show(struct.pack, "i", "x")
show(struct.pack, "i", 1.5)
show(struct.pack, "i", 3.0)
show(struct.pack, "i", None)
show(struct.pack, "i", True)
class I:
    def __index__(self):
        return 7
class Bad:
    def __index__(self):
        raise ValueError("nope")
show(struct.pack, "i", I())
show(struct.pack, "i", Bad())
show(struct.pack, "z", 1)
show(struct.unpack, "i")
show(struct.unpack, "i", b"abcd", 1)
show(struct.unpack, "i", "abcd")
show(struct.unpack, "i", b"abc")
show(struct.unpack, "<i", b"abcde")
show(struct.unpack, "", b"")
show(struct.unpack, b"<h", b"ab")
show(struct.unpack, "q", memoryview(b"abcdefgh"))
show(struct.unpack, "<h", bytearray(b"\x01\x02"))
show(struct.calcsize)
show(struct.iter_unpack, "i")
print(issubclass(struct.error, Exception), struct.error.__name__)
try:
    struct.pack("b", 1000)
except Exception as e:
    print(type(e).__module__, type(e).__qualname__, e.args)
