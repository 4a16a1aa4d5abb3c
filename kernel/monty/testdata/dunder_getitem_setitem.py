# __getitem__/__setitem__/__delitem__ with ints, slices, tuples and negatives.
class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = {}
    def __getitem__(self, key):
        print("get", key)
        if isinstance(key, tuple):
            return self.cells.get(key, ".")
        if isinstance(key, slice):
            return (key.start, key.stop, key.step)
        raise TypeError(f"bad key {key!r}")
    def __setitem__(self, key, value):
        print("set", key, value)
        if isinstance(key, slice):
            key = (key.start, key.stop, key.step)
        self.cells[key] = value
    def __delitem__(self, key):
        print("del", key)
        del self.cells[key]
g = Grid(3, 3)
g[0, 1] = "x"
print(g[0, 1], g[2, 2])
print(g[1:5], g[::2], g[::-1])
del g[0, 1]
try:
    del g[0, 1]
except KeyError as e:
    print("KeyError:", e)
g[1:3] = "slice set"
try:
    g["a"]
except TypeError as e:
    print("TypeError:", e)
class Seq:
    def __init__(self, d): self.d = d
    def __len__(self): return len(self.d)
    def __getitem__(self, i): return self.d[i]
s = Seq([1, 2, 3])
print(s[-1], s[0:2], list(s))
class ReadOnly:
    def __getitem__(self, i): return i
try:
    ReadOnly()[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    del ReadOnly()[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__ + ":", e)
try:
    object()[0]
except TypeError as e:
    print("TypeError:", e)
class ClassGetitem:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"
print(ClassGetitem[int], ClassGetitem["x", 1])
print(list[int], dict[str, list[int]], tuple[int, ...], type(list[int]).__name__)
