import zlib, gzip, io
data = b"hello world " * 1000
for level in (-1, 0, 1, 6, 9):
    for wbits in (15, -15, 31, 9):
        c = zlib.compress(data, level, wbits)
        d = zlib.decompress(c, wbits if wbits != 9 else 15)
        print(level, wbits, d == data)
print(zlib.decompress(zlib.compress(data), 47) == data, zlib.decompress(gzip.compress(data), 47) == data)
co = zlib.compressobj(6, zlib.DEFLATED, 15)
out = b"".join(co.compress(data[i:i+100]) for i in range(0, len(data), 100)) + co.flush()
do = zlib.decompressobj()
got = b"".join(do.decompress(out[i:i+7]) for i in range(0, len(out), 7))
print(got == data, do.eof, do.unused_data)
do = zlib.decompressobj()
part = do.decompress(out, 50)
print(len(part), len(do.unconsumed_tail) > 0)
while do.unconsumed_tail:
    part += do.decompress(do.unconsumed_tail, 50)
part += do.flush()
print(part == data)
for bad in (b"abc", zlib.compress(b"hello")[:-2]):
    try: zlib.decompress(bad)
    except zlib.error as e: print("error", e)
print(gzip.decompress(gzip.compress(b"a", mtime=0) + gzip.compress(b"b")))
print(gzip.compress(b"hi", mtime=0)[:10])
b = io.BytesIO()
with gzip.GzipFile(fileobj=b, mode="wb", mtime=0) as g:
    g.write(b"line1\nline2\n")
r = gzip.GzipFile(fileobj=io.BytesIO(b.getvalue()))
print(r.readline(), list(r))
print(zlib.crc32(b"a", -1), zlib.adler32(b"a", 2**40), zlib.crc32(b"hello"))
try: gzip.decompress(b"xx")
except gzip.BadGzipFile as e: print("bad", e)
