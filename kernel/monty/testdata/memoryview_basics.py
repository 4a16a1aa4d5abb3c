# memoryview over bytes and bytearray: indexing, slicing, attributes.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = bytearray(b"abcdefgh")
m = memoryview(b)
show(lambda: m[0]); show(lambda: m[-1]); show(lambda: m[8]); show(lambda: m["a"]); show(lambda: m[-9])
show(lambda: m[1:3].tobytes()); show(lambda: m[::2].tolist()); show(lambda: m[::-1].tobytes())
show(lambda: m[5:2].tobytes()); show(lambda: m[::2].strides); show(lambda: m[1:7:3].shape)
print(m.format, m.itemsize, m.nbytes, m.ndim, m.shape, m.strides, m.readonly, m.obj is b, len(m))
r = memoryview(b"xyz")
print(r.readonly, r.format, r.obj, r.suboffsets, r.c_contiguous, r.f_contiguous, r.contiguous)
print(memoryview(b"abc")[::2].contiguous, memoryview(b"abc")[::2].c_contiguous)
print(list(memoryview(b"abc")), b"x" in memoryview(b"xy"), 120 in memoryview(b"xy"))
print(type(memoryview(b"ab")[::1]).__name__, memoryview(memoryview(b"ab")).obj)
show(lambda: memoryview("abc")); show(lambda: memoryview(5)); show(lambda: memoryview())
show(lambda: memoryview(b"ab") + b"c"); show(lambda: memoryview(b"ab") < memoryview(b"ab"))
show(lambda: memoryview(b"abcd")[0, 1]); show(lambda: memoryview(b"abcd")[...])
print(bytes(m[2:5]), bytearray(m[::3]), b"".join([m[:2], m[6:]]), b"-" + m[:1])
