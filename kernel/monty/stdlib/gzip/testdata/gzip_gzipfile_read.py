# GzipFile reading from a BytesIO: read sizes, readline, iteration, seek, peek.
import gzip
import io

text = b"".join(b"line %02d of the file\n" % i for i in range(30))
blob = gzip.compress(text, mtime=0)
with gzip.GzipFile(fileobj=io.BytesIO(blob)) as f:
    print(f.read(5), f.read(0), f.tell())
    print(f.readline())
    print(f.readline(4), f.readline())
    print(len(f.peek(1)) > 0, f.tell())
    f.seek(0)
    print(f.read(12), f.tell())
    f.seek(100)
    print(f.read(10), f.tell())
    rest = f.read()
    print(len(rest), f.read(), f.tell())
with gzip.GzipFile(fileobj=io.BytesIO(blob), mode="rb") as f:
    lines = list(f)
print(len(lines), lines[0], lines[-1])
with gzip.GzipFile(fileobj=io.BytesIO(blob)) as f:
    print(sum(1 for _ in f), f.readable(), f.writable(), f.seekable() if hasattr(f, "seekable") else True)
with gzip.GzipFile(fileobj=io.BytesIO(blob)) as f:
    print(f.read(-1) == text, f.read(10))
with gzip.GzipFile(fileobj=io.BytesIO(gzip.compress(b"a\nb\nc", mtime=0))) as f:
    print(f.readlines())
