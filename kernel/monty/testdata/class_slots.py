# __slots__: no __dict__, fixed attributes, errors, inheritance.
class P:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
p = P(1)
print(p.x, hasattr(p, "__dict__"))
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    p.y
except AttributeError as e:
    print("AttributeError:", e)
p.y = 2
del p.y
try:
    del p.y
except AttributeError as e:
    print("AttributeError:", e)
print(type(P.x).__name__, P.__slots__)
class Q(P):
    pass
q = Q(5)
q.anything = "subclass without slots has a dict"
print(q.anything, sorted(q.__dict__))
class R(P):
    __slots__ = ("z",)
r = R(1)
r.z = 3
print(r.x, r.z, hasattr(r, "__dict__"))
class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict()
w.a, w.b = 1, 2
print(w.a, w.__dict__)
try:
    class Conflict:
        __slots__ = ("v",)
        v = 1
except ValueError as e:
    print("ValueError:", e)
class S:
    __slots__ = "single"
s = S()
s.single = "ok"
print(s.single, S.__slots__)
