# decompressobj: max_length, unconsumed_tail, unused_data, eof, flush.
import zlib

data = bytes(range(256)) * 20
comp = zlib.compress(data)
d = zlib.decompressobj()
out = d.decompress(comp, 100)
print(len(out), out == data[:100], len(d.unconsumed_tail) > 0, d.eof)
parts = [out]
while d.unconsumed_tail:
    parts.append(d.decompress(d.unconsumed_tail, 1000))
print([len(p) for p in parts], b"".join(parts) == data, d.eof, d.unconsumed_tail)
d = zlib.decompressobj()
print(d.decompress(comp + b"trailing junk") == data, d.unused_data, d.eof)
print(d.decompress(b"more"), d.unused_data)
d = zlib.decompressobj()
half = d.decompress(comp[:len(comp) // 2])
rest = d.flush()
print(len(half) + len(rest) <= len(data), d.eof)
d = zlib.decompressobj()
d.decompress(comp, 10)
print(len(d.flush()), d.eof, d.unconsumed_tail)
for bad in [-1, "x"]:
    try:
        zlib.decompressobj().decompress(comp, bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(zlib.decompressobj().decompress(comp, 0) == data)
for n in [1, 7, 4096]:
    d = zlib.decompressobj()
    got = b""
    chunk = comp
    while chunk:
        got += d.decompress(chunk, n)
        chunk = d.unconsumed_tail
    print(n, got == data, d.eof)
