# gzip and zlib read each other's gzip streams.
import gzip
import zlib

data = bytes(range(256)) * 30 + b"tail" * 100
for level in [0, 1, 6, 9]:
    a = gzip.compress(data, level, mtime=0)
    b = zlib.compress(data, level, 31)
    print(level, zlib.decompress(a, 31) == data, gzip.decompress(b) == data, zlib.decompress(a, 47) == data)
c = zlib.compressobj(6, zlib.DEFLATED, 31)
stream = c.compress(data[:1000]) + c.compress(data[1000:]) + c.flush()
print(gzip.decompress(stream) == data, stream[:3].hex())
d = zlib.decompressobj(47)
out = b"".join(d.decompress(stream[i:i + 50]) for i in range(0, len(stream), 50))
print(out == data, d.eof)
raw = zlib.compressobj(9, zlib.DEFLATED, -15)
body = raw.compress(data) + raw.flush()
member = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + zlib.crc32(data).to_bytes(4, "little") + len(data).to_bytes(4, "little")
print(gzip.decompress(member) == data, zlib.decompress(member, 31) == data)
print(zlib.crc32(gzip.decompress(gzip.compress(b"check", mtime=0))) == zlib.crc32(b"check"))
