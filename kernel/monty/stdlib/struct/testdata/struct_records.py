# A realistic use: a binary record file format, packed and read back.
import struct

HEADER = struct.Struct("<4sHHI")
RECORD = struct.Struct("<I16sdB?")

def encode(rows):
    out = bytearray(HEADER.pack(b"RECS", 1, RECORD.size, len(rows)))
    for i, (name, score, flag) in enumerate(rows):
        out += RECORD.pack(i, name.encode(), score, len(name), flag)
    return bytes(out)

def decode(blob):
    magic, version, size, count = HEADER.unpack_from(blob)
    assert magic == b"RECS" and size == RECORD.size
    rows = []
    for idx, raw, score, n, flag in RECORD.iter_unpack(blob[HEADER.size:]):
        rows.append((idx, raw[:n].decode(), score, flag))
    return version, count, rows

blob = encode([("alpha", 1.5, True), ("beta", -2.25, False), ("gamma-delta", 1e10, True)])
print(len(blob), HEADER.size, RECORD.size)
print(blob[:12].hex())
print(decode(blob))
# Network byte order for a header with a checksum.
hdr = struct.pack("!BBHHH", 0x45, 0, 20, 0x1234, 0)
words = struct.unpack("!5H", hdr + b"\x00")[:5]
print(hdr.hex(), words, sum(words) & 0xFFFF)
# Mixed native layout mirrors a C struct.
print(struct.calcsize("@cihqd"), struct.pack("@cihqd", b"x", 1, 2, 3, 4.0).hex())
