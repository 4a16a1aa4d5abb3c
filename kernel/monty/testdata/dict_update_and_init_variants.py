# dict() and update() with mappings, iterables of pairs, keyword args, and objects with keys().
print(dict(a=1, b=2), dict([("a", 1)], b=2), dict({"a": 1}, a=2), dict(zip(range(3), "abc")))
class KeysObj:
    def keys(self): return ["x", "y"]
    def __getitem__(self, k): return k * 2
d = {}
d.update(KeysObj())
d.update([("p", 1)], q=2)
d.update({"x": "override"})
d.update()
print(d)
print(dict.fromkeys(["a", "b"], []), dict.fromkeys(range(3), None), dict.fromkeys("xyz", 0))
for bad in [[("a",)], ["ab", "cde"], [1], "ab"]:
    try:
        print(dict(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
