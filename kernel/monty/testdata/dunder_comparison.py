# Rich comparison dunders, reflection and the default identity equality.
class Version:
    def __init__(self, s): self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return isinstance(o, Version) and self.parts == o.parts
    def __lt__(self, o): return self.parts < o.parts
    def __le__(self, o): return self.parts <= o.parts
    def __repr__(self): return "V" + ".".join(map(str, self.parts))
    __hash__ = None
a, b = Version("1.2.10"), Version("1.10")
print(a < b, a <= b, a > b, a >= b, a == Version("1.2.10"), a != b)
print(sorted([Version("2.0"), Version("1.9.9"), Version("1.10")]))
print(max(Version("0.1"), Version("0.0.9")))
class Plain: pass
p = Plain()
print(p == p, p == Plain(), p != Plain(), p is p)
try:
    p < Plain()
except TypeError as e:
    print("TypeError:", e)
class OnlyLt:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
x, y = OnlyLt(1), OnlyLt(2)
print(x < y, y > x)
try:
    x <= y
except TypeError as e:
    print("TypeError:", e)
class NeFromEq:
    def __eq__(self, o): return True
print(NeFromEq() != 1, NeFromEq() == 2)
class Weird:
    def __eq__(self, o): return "truthy string"
print(Weird() == 1, [Weird()] == [1], Weird() in [1])
class Hashless:
    def __eq__(self, o): return True
try:
    hash(Hashless())
except TypeError as e:
    print("TypeError:", e)
print(Hashless.__hash__)
