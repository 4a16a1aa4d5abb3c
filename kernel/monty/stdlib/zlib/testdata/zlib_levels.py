# Levels, strategies and memLevel: all round trip, compressed sizes ordered sensibly.
import zlib

text = b"".join(b"record %05d: value=%d;" % (i, i * i % 977) for i in range(800))
sizes = {}
for level in range(-1, 10):
    c = zlib.compress(text, level)
    sizes[level] = len(c)
    print(level, zlib.decompress(c) == text, c[:1], len(c) < len(text) or level == 0)
print(sizes[0] > len(text), sizes[9] <= sizes[1] * 1.2, sizes[1] < sizes[0])
for strategy in [zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED]:
    c = zlib.compressobj(6, zlib.DEFLATED, 15, 8, strategy)
    out = c.compress(text) + c.flush()
    print(strategy, zlib.decompress(out) == text)
for mem in [1, 5, 9]:
    c = zlib.compressobj(memLevel=mem)
    print(mem, zlib.decompress(c.compress(text) + c.flush()) == text)
for bad in [dict(level=10), dict(memLevel=0), dict(memLevel=10), dict(method=7)]:
    try:
        zlib.compressobj(**bad)
        print(bad, "ok")
    except (ValueError, zlib.error) as e:
        print(bad, type(e).__name__, e)
print(zlib.decompress(zlib.compress(b"")), zlib.compress(b"")[:1], len(zlib.compress(b"", 0)))
print(zlib.compress(b"a", level=9) == zlib.compress(b"a", 9) or "differs", zlib.decompress(zlib.compress(b"a" * 100000, 1)) == b"a" * 100000)
