# The two header bytes of every level and window size, and of a stream with a preset dictionary.
import zlib
for lv in range(-1, 10):
    for wb in (9, 12, 15):
        print(lv, wb, zlib.compress(b"hello", lv, wb)[:2].hex(), end="; ")
print()
c = zlib.compressobj(zdict=b"hello")
print((c.compress(b"hello") + c.flush())[:6].hex())
