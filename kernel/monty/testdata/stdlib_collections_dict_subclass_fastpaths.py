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
