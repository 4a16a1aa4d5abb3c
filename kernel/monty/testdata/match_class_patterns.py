# Class patterns: isinstance checks, keyword attributes, __match_args__, builtins.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z
def where(p):
    match p:
        case Point3(0, 0, 0):
            return "3d origin"
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(xx, 0):
            return f"on x axis at {xx}"
        case Point3(z=z) if z > 0:
            return f"above, z={z}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"
for p in [Point(0, 0), Point3(0, 0, 0), Point(0, 5), Point(3, 0), Point3(1, 1, 2), Point(1, 1), "pt"]:
    print(where(p))
# builtin classes match their whole value with one positional pattern
for v in [3, 3.5, "s", b"b", [1], (1,), {"a": 1}, {1}, True, None]:
    match v:
        case bool(b):
            print("bool", b)
        case int(i):
            print("int", i)
        case float(f):
            print("float", f)
        case str(s) | bytes(s):
            print("str/bytes", s)
        case list(l) | tuple(l):
            print("list/tuple", l)
        case dict(d):
            print("dict", d)
        case _:
            print("other", v)
# too many positional sub-patterns
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print("TypeError:", e)
try:
    match 5:
        case int(1, 2):
            pass
except TypeError as e:
    print("TypeError:", e)
try:
    match 5:
        case len():
            pass
except TypeError as e:
    print("TypeError:", e)
