# property: getter, setter, deleter, docs, read-only errors, inheritance.
class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def radius(self):
        """The radius."""
        return self._r
    @radius.setter
    def radius(self, v):
        if v < 0:
            raise ValueError("radius must be >= 0")
        self._r = v
    @radius.deleter
    def radius(self):
        print("deleting radius")
        del self._r
    @property
    def area(self):
        return round(3.14159 * self._r ** 2, 3)
c = Circle(2)
print(c.radius, c.area)
c.radius = 3
print(c.radius, c.area)
try:
    c.radius = -1
except ValueError as e:
    print("ValueError:", e)
try:
    c.area = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    del c.area
except AttributeError as e:
    print("AttributeError:", e)
del c.radius
print(hasattr(c, "_r"))
print(Circle.radius.__doc__, type(Circle.radius).__name__, Circle.radius.fget.__name__)
def get_x(self): return "x!"
class P:
    x = property(get_x, doc="manual")
print(P().x, P.x.__doc__, P.x.fset)
class Child(Circle):
    @Circle.radius.getter
    def radius(self):
        return self._r * 10
ch = Child(1)
ch.radius = 2
print(ch.radius)
class Lazy:
    @property
    def boom(self):
        raise AttributeError("inner attribute problem")
    def __getattr__(self, name):
        return f"__getattr__({name})"
print(Lazy().boom)
