# Views feed the functions that read bytes-like arguments.
import binascii
import hashlib
import io
import struct
import zlib

m = memoryview(b"hello world")
h = hashlib.sha256()
h.update(m)
h.update(m[1:])
print(h.hexdigest()[:20], hashlib.md5(m[6:]).hexdigest())
print(zlib.crc32(m), zlib.adler32(m[:5]), zlib.decompress(memoryview(zlib.compress(b"x" * 50))))
print(binascii.hexlify(m[:4]), struct.unpack("<2H", m[:4]))
bio = io.BytesIO()
bio.write(m[:5])
print(bio.getvalue())
b = bytearray(8)
struct.pack_into("<HI", memoryview(b), 1, 7, 9)
print(b)
print(bytes(memoryview(b"abc")), bytearray(memoryview(b"abc")[::-1]), list(memoryview(b"ab")))
print(b"x" + memoryview(b"yz"), bytearray(b"a") + memoryview(b"b"))
ba = bytearray(b"ab")
ba += memoryview(b"cd")
print(ba, ba.find(memoryview(b"c")), b"abc".startswith(memoryview(b"ab")))
print(b"-".join([memoryview(b"a"), memoryview(b"bcd")[1:]]))
