# bytearray: a mutable bytes with list-like methods.
ba = bytearray(b"hello")
ba[0] = 72
ba.append(33)
ba.extend(b" ok")
ba.insert(0, 62)
print(ba, len(ba), ba.pop(), ba.pop(0), ba)
ba.remove(108)
print(ba, ba.find(b"o"), ba.count(108))
ba.reverse()
print(ba)
ba[1:3] = b"XYZ"
del ba[0]
print(ba, bytes(ba), ba.decode(), ba.upper(), type(ba.upper()).__name__)
ba += b"!!"
ba *= 2
print(ba)
ba.clear()
print(ba, bytearray(3), bytearray([1, 2]), bytearray("é", "utf-8"), bytearray.fromhex("41 42"))
for bad in [lambda: bytearray(b"x").__setitem__(0, 256), lambda: bytearray().pop(), lambda: bytearray(b"a").remove(98),
            lambda: bytearray(b"a").append(-1), lambda: hash(bytearray())]:
    try:
        bad()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
c = bytearray(b"abc")
d = c.copy()
d[0] = ord("z")
print(c, d, c == b"abc", c < d, b"abc" + c, c + b"d", c * 2)
m = memoryview(b"abcdef")
print(m[1], bytes(m[1:3]), m.tobytes(), len(m), m.tolist()[:3])
