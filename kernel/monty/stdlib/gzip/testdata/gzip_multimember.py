# Concatenated members and the padding between them.
import gzip
import io
import zlib

members = [gzip.compress(b"member %d;" % i, compresslevel=i % 10, mtime=i) for i in range(5)]
joined = b"".join(members)
print(gzip.decompress(joined))
print(gzip.decompress(members[0] + b"\x00" * 10 + members[1]))
print(gzip.decompress(joined + b"\x00\x00"))
with gzip.GzipFile(fileobj=io.BytesIO(joined)) as f:
    print(f.read(), f.tell())
with gzip.GzipFile(fileobj=io.BytesIO(joined)) as f:
    print(f.read(12), f.read(12))
d = zlib.decompressobj(16 + 15)
first = d.decompress(joined)
print(first, d.eof, len(d.unused_data) == len(joined) - len(members[0]))
buf = io.BytesIO()
for part in [b"one ", b"two ", b"three"]:
    with gzip.GzipFile(fileobj=buf, mode="ab", mtime=0) as g:
        g.write(part)
print(gzip.decompress(buf.getvalue()), buf.getvalue().count(b"\x1f\x8b"))
