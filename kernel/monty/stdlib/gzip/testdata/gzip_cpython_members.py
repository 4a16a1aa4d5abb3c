# gzip members CPython wrote (made by python3 ahead of time), read here.
import gzip, io, zlib

GZIP0 = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03\xcbH\xcd\xc9\xc9WH\xaf\xca,P\xc8\x18eR\xc2\x04\x00\x13\x16S\xa2J\x01\x00\x00'
GZIP9 = b'\x1f\x8b\x08\x00\xd2\x02\x96I\x02\xff\xcbI-K\xcdQ\xc8\xcb\xccK\xcd\xa1\x19\x0b\x00\xf0\xf3\xff\x9ed\x00\x00\x00'
GZIP1 = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x04\x03\xcbI-K\xcdQ\xc8\xcfK\x05\x00\xa8\xd9\tj\t\x00\x00\x00'
GZNAME = b'\x1f\x8b\x08\x08\x00\x00\x00\x00\x02\xffnotes.txt\x00\xcb\xc9\xccKU\xc8\xcfK\xe5\xca\x011J\xca\xf3\xa1\x8c\x8c\xa2\xd4T.\x00.\x18\x8fW\x1d\x00\x00\x00'
MULTI = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03K\xcc)\xc8HT\x00\x00:\xa7\xdbD\x06\x00\x00\x00\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03KJ-I\x04\x00c\x04\x91\x8f\x04\x00\x00\x00'

print(gzip.decompress(GZIP0) == b"hello gzip " * 30, gzip.decompress(GZIP9), gzip.decompress(GZIP1))
print(gzip.decompress(GZNAME), gzip.decompress(MULTI))
print(zlib.decompress(GZIP0, 31) == b"hello gzip " * 30, zlib.decompress(GZIP9, 47))
for blob in [GZIP0, GZIP9, GZIP1, GZNAME]:
    print(blob[:4].hex(), int.from_bytes(blob[4:8], "little"), blob[8], blob[9], int.from_bytes(blob[-4:], "little"))
with gzip.GzipFile(fileobj=io.BytesIO(GZNAME)) as f:
    print(f.readline(), f.readlines())
with gzip.GzipFile(fileobj=io.BytesIO(MULTI)) as f:
    print(f.read())
d = zlib.decompressobj(31)
print(d.decompress(MULTI) == b"alpha ", d.eof, len(d.unused_data) == len(MULTI) - len(GZIP0) or len(d.unused_data) > 0)
