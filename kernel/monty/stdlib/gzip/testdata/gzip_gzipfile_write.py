# GzipFile writing into a BytesIO: several writes, flushes, what it returns.
import gzip
import io

buf = io.BytesIO()
f = gzip.GzipFile(fileobj=buf, mode="wb", mtime=0)
print(f.write(b"first line\n"), f.write(bytearray(b"second\n")), f.write(memoryview(b"third\n")))
f.flush()
mid = buf.getvalue()
print(mid[:10].hex(), len(mid) > 10)
print(f.write(b""), f.closed)
f.close()
print(f.closed, gzip.decompress(buf.getvalue()))
f.close()
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="w", compresslevel=1, mtime=5) as g:
    for i in range(100):
        g.write(b"row %d\n" % i)
data = buf.getvalue()
print(data[:10].hex(), gzip.decompress(data).count(b"\n"), gzip.decompress(data)[-8:])
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="ab", mtime=0) as g:
    g.write(b"appended")
print(gzip.decompress(buf.getvalue()))
buf = io.BytesIO()
with gzip.GzipFile(filename="named.txt", mode="wb", fileobj=buf, mtime=0) as g:
    g.write(b"with a name")
print(buf.getvalue()[:20], gzip.decompress(buf.getvalue()))
try:
    with gzip.GzipFile(fileobj=io.BytesIO(), mode="wb") as g:
        g.write("text")
except TypeError as e:
    print("TypeError", e)
