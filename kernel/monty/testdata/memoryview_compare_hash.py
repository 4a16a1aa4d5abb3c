# ==, != and hash.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = bytearray(b"abcd")
m = memoryview(b)
print(m == b"abcd", m == bytearray(b"abcd"), m == memoryview(b"abcd"), m != b"abcd", b"abcd" == m)
print(m == b"abce", m == b"abc", m == "abcd", m == [97, 98, 99, 100], m == m)
print(m.cast("i") == m, m.cast("i") == m.cast("i"), m.cast("h") == memoryview(b"abcd").cast("h"))
print(m[::2] == b"ac", memoryview(b"\x01\x00") == memoryview(b"\x01\x00").cast("h"))
print(memoryview(b"\x00\x00\x00\x00").cast("f") == memoryview(b"\x00\x00\x00\x80").cast("f"))
nan = memoryview(b"\x00\x00\xc0\x7f").cast("f")
print(nan == nan, nan == memoryview(b"\x00\x00\xc0\x7f").cast("f"))
print(memoryview(b"ab") == memoryview(b"ab"), hash(memoryview(b"ab")) == hash(b"ab"))
print(hash(memoryview(b"abcd")[::2]) == hash(b"ac"), hash(memoryview(b"xy").cast("c")) == hash(b"xy"))
show(lambda: hash(m)); show(lambda: hash(memoryview(b"abcd").cast("i")))
show(lambda: hash(memoryview(bytearray(b"x")).toreadonly()))
d = {memoryview(b"key"): 1}
print(d[memoryview(b"key")], b"key" in {bytes(k) for k in d})
r = memoryview(b"zz")
r.release()
show(lambda: hash(r)); print(r == r, r == b"zz")
