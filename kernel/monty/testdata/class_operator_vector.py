# A full numeric-like class: equality, hashing, ordering, arithmetic, repr, bool, len, iteration.
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self): return f"Vec({self.x!r}, {self.y!r})"
    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self): return bool(self.x or self.y)
    def __add__(self, o): return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o): return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k): return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self): return Vec(-self.x, -self.y)
    def __iter__(self): yield self.x; yield self.y
    def __len__(self): return 2
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __lt__(self, o): return abs(self) < abs(o)
v, w = Vec(3, 4), Vec(1, -1)
print(v + w, v - w, v * 2, 3 * w, -v, abs(v), bool(Vec()), bool(w), len(v), list(v), v[1], v[-1])
print(v == Vec(3, 4), v != w, {v, Vec(3, 4), w}, sorted([v, w, Vec()]), max(v, w))
x, y = v
print(x, y, tuple(w), dict([v, w]), sum(Vec(i, i) for i in range(4)) if False else Vec(*map(sum, zip(v, w))))
