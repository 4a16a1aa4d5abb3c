import gzip, io, zlib

data = b"The quick brown fox jumps over the lazy dog.\n" * 200
blob = gzip.compress(data, mtime=0)
print(blob[:10], gzip.decompress(blob) == data)
for level in (0, 1, 5, 9):
    print(level, gzip.compress(b"hi", level, mtime=0)[:10], gzip.decompress(gzip.compress(data, level)) == data)
print(gzip.decompress(gzip.compress(b"one", mtime=0) + gzip.compress(b"two", mtime=0)))
print(gzip.decompress(gzip.compress(b"pad", mtime=0) + b"\x00\x00\x00"))
print(zlib.decompress(gzip.compress(data), 31) == data)
for bad in (b"xx", b"\x1f", gzip.compress(b"abc")[:-3], gzip.compress(b"abc")[:12]):
    try:
        gzip.decompress(bad)
    except (gzip.BadGzipFile, EOFError) as e:
        print(type(e).__name__, e)
broken = bytearray(gzip.compress(b"abc", mtime=0))
broken[-8] ^= 1
try:
    gzip.decompress(bytes(broken))
except gzip.BadGzipFile as e:
    print("BadGzipFile", e)
print(issubclass(gzip.BadGzipFile, OSError), gzip.READ, gzip.WRITE)

buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    print(f.mode, f.writable(), f.readable(), f.write(b"alpha\n"), f.write(bytearray(b"beta\ngamma")))
raw = buf.getvalue()
print(raw[:10], gzip.decompress(raw))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.mode, f.readable(), f.readline(), f.read(3), f.tell(), list(f))
    f.seek(0)
    print(f.read())
f = gzip.GzipFile(fileobj=io.BytesIO(raw))
f.close()
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError", e)
try:
    gzip.GzipFile(fileobj=io.BytesIO(), mode="z")
except ValueError as e:
    print("ValueError", e)
try:
    gzip.open(io.BytesIO(raw), "rb", encoding="utf-8")
except ValueError as e:
    print("ValueError", e)
w = gzip.GzipFile(fileobj=io.BytesIO(), mode="wb")
try:
    w.read()
except OSError as e:
    print("OSError", e)
try:
    gzip.GzipFile(fileobj=io.BytesIO(raw)).write(b"x")
except OSError as e:
    print("OSError", e)
