import zlib, binascii

for data in (b"", b"a", b"hello world", bytes(range(256)) * 100):
    print(zlib.crc32(data), zlib.adler32(data), binascii.crc32(data))
print(zlib.crc32(b"world", zlib.crc32(b"hello ")) == zlib.crc32(b"hello world"))
print(zlib.adler32(b"world", zlib.adler32(b"hello ")) == zlib.adler32(b"hello world"))
print(zlib.crc32(b"a", -1), zlib.crc32(b"a", 2**40), zlib.adler32(b"a", 2**40), zlib.adler32(b"a", 0))
print(zlib.crc32(bytearray(b"xyz")))
for bad in ("s", 1, None):
    try:
        zlib.crc32(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    zlib.adler32()
except TypeError as e:
    print("TypeError", e)
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE, zlib.Z_DEFAULT_COMPRESSION)
print(zlib.Z_BEST_SPEED, zlib.Z_BEST_COMPRESSION, zlib.Z_NO_FLUSH, zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_FINISH)
print(zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED, zlib.Z_DEFAULT_STRATEGY)
print(isinstance(zlib.ZLIB_VERSION, str))
