# Members with the optional header fields: FEXTRA, FNAME, FCOMMENT, FHCRC.
import gzip
import zlib

data = b"header fields test"
raw = zlib.compressobj(6, zlib.DEFLATED, -15)
body = raw.compress(data) + raw.flush()
trailer = zlib.crc32(data).to_bytes(4, "little") + len(data).to_bytes(4, "little")

def member(flags, fields):
    head = b"\x1f\x8b\x08" + bytes([flags]) + b"\x00\x00\x00\x00\x00\x03" + fields
    if flags & 2:  # FHCRC: the low 16 bits of the CRC-32 of the header before it
        head += (zlib.crc32(head) & 0xFFFF).to_bytes(2, "little")
    return head + body + trailer

extra = b"\x06\x00AB\x02\x00xy"
cases = {
    "plain": member(0, b""),
    "text flag": member(1, b""),
    "hcrc": member(2, b""),
    "extra": member(4, extra),
    "name": member(8, b"file.txt\x00"),
    "comment": member(16, b"a comment\x00"),
    "all": member(2 | 4 | 8 | 16, extra + b"n\x00c\x00"),
}
for name, blob in cases.items():
    try:
        print(name, gzip.decompress(blob) == data, zlib.decompress(blob, 31) == data)
    except Exception as e:
        print(name, type(e).__name__, e)
for name, blob in [("name cut", member(8, b"unterminated")[:16]), ("extra cut", member(4, b"\xff\x00ab")[:20])]:
    try:
        gzip.decompress(blob)
        print(name, "ok")
    except (EOFError, gzip.BadGzipFile) as e:
        print(name, type(e).__name__, e)
