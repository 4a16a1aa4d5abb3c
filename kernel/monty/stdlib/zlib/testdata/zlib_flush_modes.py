# compressobj flush modes: each one leaves the output decodable so far.
import zlib

chunks = [b"alpha " * 50, b"beta " * 80, bytes(range(200)), b"gamma"]
for mode in [zlib.Z_NO_FLUSH, zlib.Z_PARTIAL_FLUSH, zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_BLOCK]:
    c = zlib.compressobj()
    d = zlib.decompressobj()
    seen = []
    for ch in chunks:
        out = c.compress(ch) + c.flush(mode)
        seen.append(d.decompress(out))
    tail = d.decompress(c.flush())
    whole = b"".join(seen) + tail
    synced = [len(s) for s in seen]
    print(mode, whole == b"".join(chunks), d.eof, synced if mode in (zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH) else "-")
c = zlib.compressobj()
print(c.flush(zlib.Z_NO_FLUSH), len(c.flush(zlib.Z_SYNC_FLUSH)) > 0)
body = c.compress(b"x" * 1000) + c.flush(zlib.Z_FINISH)
print(len(body) > 0, c.flush(zlib.Z_NO_FLUSH))
# A stream with a full flush point in it reads back whole.
c = zlib.compressobj(wbits=-15)
first = c.compress(b"part one " * 10) + c.flush(zlib.Z_FULL_FLUSH)
second = c.compress(b"part two " * 10) + c.flush()
print(zlib.decompress(first + second, -15) == b"part one " * 10 + b"part two " * 10)
# After a full flush the deflater starts afresh: raw inflate can begin there.
for wbits in [-15, -9]:
    c = zlib.compressobj(6, zlib.DEFLATED, wbits)
    head = c.compress(b"shared words " * 20) + c.flush(zlib.Z_FULL_FLUSH)
    tail = c.compress(b"shared words " * 20) + c.flush()
    print(wbits, zlib.decompressobj(wbits).decompress(tail) == b"shared words " * 20,
          zlib.decompress(head + tail, wbits) == b"shared words " * 40)
c = zlib.compressobj(zdict=b"shared words")
stream = c.compress(b"shared words " * 5) + c.flush(zlib.Z_FULL_FLUSH) + c.compress(b"more shared words") + c.flush()
print(zlib.decompressobj(zdict=b"shared words").decompress(stream) == b"shared words " * 5 + b"more shared words")
c = zlib.compressobj()
z = c.compress(b"abc" * 100) + c.flush(zlib.Z_FULL_FLUSH) + c.compress(b"xyz" * 100) + c.flush()
print(zlib.decompress(z) == b"abc" * 100 + b"xyz" * 100, z[:1])
