# Realistic uses: zero-copy parsing of a packet, in-place edits of a frame buffer.
import struct

packet = bytearray(struct.pack("!HHI", 0x1234, 8, 0xCAFEBABE) + b"payload!")
view = memoryview(packet)
header, body = view[:8], view[8:]
kind, length, magic = struct.unpack("!HHI", header)
print(hex(kind), length, hex(magic), body.tobytes(), len(body))
body[:3] = b"PAY"
print(packet[8:], header.obj is packet)
frame = bytearray(4 * 4)
pixels = memoryview(frame).cast("B", (4, 4))
for row in range(4):
    for col in range(4):
        pixels[row, col] = row * 16 + col
print(pixels.tolist())
print(frame.hex(), memoryview(frame)[::5].tolist())
words = memoryview(frame).cast("I")
print([hex(w) for w in words], sum(words) % 1000)
chunks = [bytes(view[i:i + 4]) for i in range(0, len(view), 4)]
print(chunks)
with memoryview(b"read-only data") as ro:
    print(ro.readonly, ro[5:9].tobytes().decode(), ro.hex(" ", 4))
