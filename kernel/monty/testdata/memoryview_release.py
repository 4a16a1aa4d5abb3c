# release() and the context manager.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = bytearray(b"abc")
m = memoryview(b)
m.release()
m.release()
for f in [lambda: m[0], lambda: m.tobytes(), lambda: len(m), lambda: m.obj, lambda: m.readonly,
          lambda: m.format, lambda: m.tolist(), lambda: m.cast("B"), lambda: list(m), lambda: m.hex(),
          lambda: bytes(m), lambda: m.nbytes, lambda: memoryview(m), lambda: m.toreadonly()]:
    show(f)
print(repr(m).startswith("<released memory at 0x"))
with memoryview(b) as v:
    print(v[0], v.tobytes())
show(lambda: v.tolist())
def enter_released():
    with m:
        pass
show(enter_released)
with memoryview(b"xyz") as w:
    s = w[1:]
print(s.tobytes())
b.append(100)
print(b)
print(repr(memoryview(b"a")).startswith("<memory at 0x"))
