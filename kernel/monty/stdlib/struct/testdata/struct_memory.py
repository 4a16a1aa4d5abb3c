# Huge sizes are refused before any memory is used.
import struct

for f in ["1000000000000000000000x", "9223372036854775807q", "4611686018427387904i"]:
    try:
        struct.calcsize(f)
    except struct.error as e:
        print(f[:12], e)
print(struct.calcsize("100000000x"))
try:
    struct.unpack("100000000x", b"")
except struct.error as e:
    print(e)
try:
    list(struct.iter_unpack("1000000s", b"a" * 10))
except struct.error as e:
    print(e)
print(len(struct.pack("100000x")))
