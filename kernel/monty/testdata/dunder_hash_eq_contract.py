# __hash__ with __eq__: dict and set behaviour for custom keys.
class Key:
    def __init__(self, name, version):
        self.name, self.version = name, version
    def __eq__(self, o):
        return (self.name, self.version) == (o.name, o.version)
    def __hash__(self):
        return hash((self.name, self.version))
    def __repr__(self): return f"Key({self.name!r}, {self.version})"
d = {Key("a", 1): "first"}
d[Key("a", 1)] = "replaced"
d[Key("a", 2)] = "other"
print(len(d), d[Key("a", 1)], list(d.values()))
s = {Key("x", 1), Key("x", 1), Key("y", 1)}
print(len(s), Key("x", 1) in s)
print(hash(1) == hash(1.0) == hash(True), {1: "int", 1.0: "float", True: "bool"})
print(hash(-1), hash(-2), hash(0), hash(10**20) == hash(10**20 % (2**61 - 1)))
print(hash((1, 2)) == hash((1, 2)), hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
print(hash(None) == hash(None), hash(2.5) == hash(2.5), hash(float("inf")))
class Inherit(Key):
    pass
print(Inherit.__hash__ is Key.__hash__)
class OverridesEq(Key):
    def __eq__(self, o): return False
print(OverridesEq.__hash__)
class ConstHash:
    def __hash__(self): return 7
print(hash(ConstHash()))
class BadHash:
    def __hash__(self): return "nope"
try:
    hash(BadHash())
except TypeError as e:
    print("TypeError:", e)
class BigHash:
    def __hash__(self): return 2**70
print(hash(BigHash()) == hash(2**70))
for v in ([], {}, set(), bytearray()):
    try:
        hash(v)
    except TypeError as e:
        print("TypeError:", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError:", e)
