# cast: formats, shapes, and what may not be cast.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = bytearray(range(1, 17))
m = memoryview(b)
for fmt in "bBchHiIlLqQnNfd?P":
    v = m.cast(fmt)
    print(fmt, v.format, v.itemsize, v.nbytes, len(v), v.shape, v.strides, v.tolist()[:3])
print(m.cast("@i").format, m.cast("i").cast("B").cast("h").tolist())
g = m.cast("B", (4, 4))
print(g.ndim, g.shape, g.strides, g.tolist(), g[1, 2], g[-1, -1], g.tobytes() == bytes(b))
print(m.cast("h", [2, 2, 2]).tolist(), m.cast("B", shape=[16]).shape)
print(memoryview(b"abcd").cast("i", ()).tolist(), memoryview(b"a").cast("B", ())[()])
z = memoryview(b"abcd").cast("i", ())
print(z.ndim, z.shape, z.strides)
show(lambda: len(z)); show(lambda: z[0]); show(lambda: list(z))
show(lambda: g[0]); show(lambda: g[0:1].tolist()); show(lambda: g[1::2].strides); show(lambda: g[1]); show(lambda: list(g))
show(lambda: g[1, 2, 3]); show(lambda: g[4, 0])
show(lambda: m.cast("i", (3,))); show(lambda: m.cast("Z")); show(lambda: m.cast("<i"))
show(lambda: m.cast("e")); show(lambda: m[:3].cast("h")); show(lambda: m.cast("i").cast("h"))
show(lambda: m[::2].cast("B")); show(lambda: m.cast("B", (0, 16))); show(lambda: m.cast("B", 16))
show(lambda: m.cast(5)); show(lambda: m.cast("B", (4, 4)).cast("B", (2, 8)))
print(m.cast("B", (4, 4)).cast("B").shape, m.cast("c").tolist()[:2], m.cast("d").tolist())
