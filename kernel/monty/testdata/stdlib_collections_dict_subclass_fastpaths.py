# Counter and dict subclasses: counting through an overridden __setitem__,
# float counts, unhashable elements, __getitem__ and __missing__ overrides.
from collections import Counter, defaultdict, OrderedDict
class C(Counter):
    def __setitem__(self, k, v):
        print("set", k, v); super().__setitem__(k, v)
C("aab")
c = Counter({"a": 1.5}); c.update("aa"); print(c)
try:
    Counter([[1]])
except TypeError as e: print(e)
class D(dict):
    def __getitem__(self, k): return 42
print(D()["x"])
class M(dict):
    def __missing__(self, k): return k * 2
print(M()["ab"])
d = defaultdict(list); d["x"].append(1); print(d)
try: OrderedDict()["q"]
except KeyError as e: print(repr(e))
# Methods assigned to the class after instances exist take effect.
class D2(dict):
    pass
d2 = D2(a=1)
print(d2["a"])
D2.__getitem__ = lambda self, k: 99
D2.__setitem__ = lambda self, k, v: print("set", k, v)
d2["b"] = 2
print(d2["a"], len(d2), list(d2.items()))
del D2.__getitem__, D2.__setitem__
d2["c"] = 3
print(d2["a"], len(d2), list(d2.items()))
