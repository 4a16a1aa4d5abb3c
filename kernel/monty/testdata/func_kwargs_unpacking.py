# ** and * unpacking at call sites, merging, ordering, and duplicate detection.
def show(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"
print(show(*[1, 2], *(3,), *"ab"))
print(show(**{"a": 1}, **{"b": 2}, c=3))
print(show(1, *[2], 3, *[4, 5], x=1, **{"y": 2}, z=3))
print(show(*range(3), **dict(zip("pq", "PQ"))))
opts = {"sep": "-", "end": "!\n"}
print(1, 2, 3, **opts)
def f(a, b, c):
    return a * 100 + b * 10 + c
print(f(*[1, 2], 3), f(1, *[2, 3]), f(**{"c": 3, "a": 1, "b": 2}), f(1, c=3, **{"b": 2}))
try:
    f(1, **{"a": 2, "b": 3, "c": 4})
except TypeError as e:
    print("TypeError:", e)
try:
    show(**{"a": 1}, a=2)
except TypeError as e:
    print("TypeError:", e)
class Mapping:
    def keys(self): return ["k1", "k2"]
    def __getitem__(self, k): return k.upper()
print(show(**Mapping()), dict(Mapping()), {**Mapping()})
def kw_only(*, key): return key
print(kw_only(**{"key": "found"}))
