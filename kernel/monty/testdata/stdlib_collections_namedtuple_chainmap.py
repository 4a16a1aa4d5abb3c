# namedtuple features and ChainMap lookups.
from collections import namedtuple, ChainMap
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=9), Point._fields, Point._make([3, 4]), tuple(p), p == (1, 2))
P3 = namedtuple("P3", "x y z", defaults=[0])
print(P3(1, 2), P3._field_defaults, P3.__doc__)
R = namedtuple("R", "a def b", rename=True)
print(R._fields)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
a, b = p
print(a, b, isinstance(p, tuple), hash(p) == hash((1, 2)))
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm), cm.maps[0] is user)
cm["color"] = "blue"
print(user, defaults, cm.new_child({"size": "S"})["size"], cm.parents["size"])
