# namedtuple subclassing, methods, _make from iterables, module and defaults.
from collections import namedtuple
class Point(namedtuple("Point", "x y")):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return f"({self.x}, {self.y})"
p = Point(3, 4)
print(p, repr(p), p.norm, p + (5,), p * 2, sorted([Point(2, 1), Point(1, 5)]), max(Point(0, 9), Point(1, 0)))
Row = namedtuple("Row", ["id", "name", "score"], defaults=[0.0])
rows = [Row._make((1, "a", 9.5)), Row(*(2, "b"))]
print(rows, [r._asdict() for r in rows], Row._fields, Row(3, "c")._replace(score=1))
try:
    namedtuple("Bad", ["ok", "class"])
except ValueError as e:
    print("ValueError:", e)
try:
    p.x = 10
except AttributeError as e:
    print("AttributeError:", e)
