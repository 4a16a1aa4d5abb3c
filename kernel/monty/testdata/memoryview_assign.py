# Item and slice assignment through writable views.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

b = bytearray(b"abcdefgh")
m = memoryview(b)
m[0] = 65
m[1:3] = b"XY"
m[-1] = 0x21
print(b)
m[::2] = b"1234"
print(b)
m[4:6] = bytearray(b"..")
m[6:8] = memoryview(b"!?")
print(b)
m[:] = m[::-1]
print(b)
def set_(key, value):
    def f():
        m[key] = value
        return b
    show(f)
set_(slice(1, 3), b"XYZ"); set_(0, 300); set_(0, -1); set_(0, "a"); set_(0, 1.0)
set_(0, b"a"); set_(10, 1); set_("x", 1); set_(slice(0, 2), [1, 2]); set_(slice(0, 2), "ab")
def ro():
    memoryview(b"ab")[0] = 1
show(ro)
def ro_slice():
    memoryview(b"ab")[0:1] = b"x"
show(ro_slice)
def delete():
    del m[0]
show(delete)
v = memoryview(bytearray(4)).cast("i")
v[0] = -5
print(v.tolist(), v.obj)
show(lambda: v.__setitem__(0, 2**40)); show(lambda: v.__setitem__(0, 1.5))
c = memoryview(bytearray(b"ab")).cast("c")
c[0] = b"z"
print(c.obj)
show(lambda: c.__setitem__(0, b"zz")); show(lambda: c.__setitem__(0, 1))
t = memoryview(bytearray(2)).cast("?")
t[0] = 5
t[1] = []
print(t.tolist(), t.obj)
