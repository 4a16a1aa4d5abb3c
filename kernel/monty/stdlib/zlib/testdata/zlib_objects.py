import zlib

data = bytes(range(256)) * 40 + b"tail" * 300
c = zlib.compressobj(9, zlib.DEFLATED, -15)
pieces = [c.compress(data[i:i + 333]) for i in range(0, len(data), 333)]
pieces.append(c.flush(zlib.Z_SYNC_FLUSH))
pieces.append(c.compress(b"more"))
pieces.append(c.flush())
stream = b"".join(pieces)
print(type(c).__name__, zlib.decompress(stream, -15) == data + b"more")
try:
    c.compress(b"x")
except zlib.error as e:
    print("error", e)
try:
    c.flush()
except zlib.error as e:
    print("error", e)
print(c.flush(zlib.Z_NO_FLUSH))
d = zlib.decompressobj(-15)
print(type(d).__name__, d.eof, d.unused_data, d.unconsumed_tail)
out = b""
for i in range(0, len(stream), 100):
    out += d.decompress(stream[i:i + 100])
print(out == data + b"more", d.eof)
d2 = zlib.decompressobj()
z = zlib.compress(b"abc") + b"trailing"
print(d2.decompress(z), d2.eof, d2.unused_data)
print(d2.decompress(b"more"), d2.unused_data)
try:
    zlib.decompressobj().decompress(b"x", -1)
except ValueError as e:
    print("ValueError", e)
try:
    zlib.decompressobj().flush(0)
except ValueError as e:
    print("ValueError", e)
zd = b"common words common words"
cz = zlib.compressobj(zdict=zd)
blob = cz.compress(b"common words again") + cz.flush()
dz = zlib.decompressobj(zdict=zd)
print(dz.decompress(blob))
