import zlib

def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", r if not isinstance(r, bytes) or len(r) < 40 else len(r))
    except Exception as e:
        print(type(e).__name__, e)

good = zlib.compress(b"payload" * 50)
show(zlib.decompress, b"abc")
show(zlib.decompress, good[:-2])
show(zlib.decompress, good[:2] + b"\xff\xff\xff")
show(zlib.decompress, good + b"junk")
show(zlib.compress, b"a", 10)
show(zlib.compress, b"a", -2)
show(zlib.compress, "text")
show(zlib.compress, b"a", wbits=40)
show(zlib.compress, b"a", wbits=16)
show(zlib.decompress, good, wbits=7)
show(zlib.decompress, good, wbits=16)
show(zlib.decompress, good, wbits=0)
show(zlib.decompress, good, wbits=47)
show(zlib.decompress, good, bufsize=-1)
show(zlib.compressobj, wbits=40)
show(zlib.compressobj, method=7)
show(zlib.decompressobj, wbits=60)
print(issubclass(zlib.error, Exception), zlib.error.__name__, zlib.error.__module__)
