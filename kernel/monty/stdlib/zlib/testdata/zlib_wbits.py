# Every wbits for compression, and the ones decompression accepts for each.
import zlib

data = bytes((i * 7) % 251 for i in range(5000)) + b"repeat " * 500
for wbits in list(range(9, 16)) + list(range(-15, -8)) + list(range(25, 32)):
    c = zlib.compress(data, 6, wbits)
    ok = [zlib.decompress(c, wbits) == data]
    if 9 <= wbits <= 15:
        ok += [zlib.decompress(c, 15) == data, zlib.decompress(c, 0) == data, zlib.decompress(c, 32 + 15) == data]
    elif wbits > 15:
        ok += [zlib.decompress(c, 31) == data, zlib.decompress(c, 47) == data]
    else:
        ok += [zlib.decompress(c, -15) == data]
    print(wbits, ok, len(c) < len(data))
for wbits in [8, 16, 24, 32, -8, -16, 40, 0]:
    try:
        zlib.compress(b"abc", 6, wbits)
        print(wbits, "ok")
    except zlib.error as e:
        print(wbits, "error", e)
for wbits in [7, 48, -7, -16, 100]:
    try:
        zlib.decompress(zlib.compress(b"abc"), wbits)
        print(wbits, "ok")
    except (zlib.error, ValueError) as e:
        print(wbits, type(e).__name__, e)
for make in [lambda: zlib.compressobj(wbits=8), lambda: zlib.decompressobj(wbits=7)]:
    try:
        make()
        print("made")
    except ValueError as e:
        print("ValueError", e)
