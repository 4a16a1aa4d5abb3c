# The header gzip.compress writes: mtime, XFL by level, OS.
import gzip

for mtime in [0, 1, 1234567890, 2**32 - 1]:
    blob = gzip.compress(b"payload", mtime=mtime)
    print(mtime, blob[:4].hex(), int.from_bytes(blob[4:8], "little"), blob[8], blob[9])
for level in range(10):
    blob = gzip.compress(b"payload" * 10, compresslevel=level, mtime=0)
    print(level, blob[8], gzip.decompress(blob) == b"payload" * 10)
blob = gzip.compress(b"now")
print(int.from_bytes(blob[4:8], "little") > 1_600_000_000, gzip.decompress(blob))
print(gzip.compress(b"", mtime=0)[:10], gzip.decompress(gzip.compress(b"", mtime=0)))
print(gzip.compress(b"abc", mtime=0)[-8:].hex())
print(gzip.compress(b"x" * 1000, 9, mtime=7)[-8:].hex())
