# Converting between str, bytes, bytearray, lists of ints, and hex.
s = "héllo"
b = s.encode()
ba = bytearray(b)
print(b, ba, list(b), bytes(list(b)) == b, ba.decode(), bytes(ba), str(b, "utf-8"), b.hex())
print(bytes.fromhex(b.hex()) == b, bytearray.fromhex("00ff"), bytes(range(250, 256)), bytes([0x41] * 3))
ba[0:1] = b"H"
print(ba, ba.decode(), b"%s" % bytes(ba), ba == b"H\xc3\xa9llo", ba.startswith(b"H"))
print(b"abc"[0], bytes([b"abc"[0]]), b"abc"[0:1], chr(b"abc"[0]), ord(b"a"), int.from_bytes(b"ab", "big"))
print(bytes(memoryview(b"mv")), bytearray(memoryview(b"mv2")), bytes(b"x" * 3), bytearray(2) + b"a")
