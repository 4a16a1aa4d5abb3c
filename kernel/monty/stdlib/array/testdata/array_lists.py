# fromlist/tolist, fromunicode/tounicode, copies, buffer_info.
import copy
from array import array

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

f = array("f", [1])
f.fromlist([1, 2])
print(f, f.tolist(), array("f", [0.1]).tolist(), array("f", [0.1])[0])
show(lambda: f.fromlist((1,))); show(lambda: f.fromlist(["a"]))
g = array("i", [1])
show(lambda: g.fromlist([2, 3, "x"]))
print(g)
u = array("u", "x")
u.fromunicode("yz")
print(u, u.tounicode(), u.tolist(), u.tobytes(), len(array("u", "\U0001f600")))
show(lambda: array("i").tounicode()); show(lambda: array("i").fromunicode("x"))
show(lambda: array("u", "a").fromunicode(5)); show(lambda: array("u", "ab").byteswap())
c = array("i", [1, 2, 3])
d = c[:]
d[0] = 9
e = copy.copy(c)
e.append(4)
print(c, d, e, copy.deepcopy(c), c.__copy__() == c, c.__deepcopy__({}) is c)
info = c.buffer_info()
print(type(info).__name__, info[1], info[0] == c.buffer_info()[0])
print(array("d", [1e300]).tolist(), array("f", [1e300]), array("f", [float("nan")]))
print(array("q", [2**63 - 1, -2**63]).tolist(), array("Q", [2**64 - 1]).tolist())
