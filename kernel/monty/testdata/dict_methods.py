# Every dict method.
d = dict(a=1, b=2)
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("c", 3), d.setdefault("a", 99), d)
print(d.pop("b"), d.pop("zz", "dflt"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError:", e)
d.update({"x": 10}, y=20)
d.update([("z", 30)])
d.update(a=100)
print(d)
print(d.popitem(), d.popitem(), d)
print(dict.fromkeys("abc"), dict.fromkeys(["k1", "k2"], 0), dict.fromkeys([]))
shared = dict.fromkeys("ab", [])
shared["a"].append(1)
print(shared)
c = d.copy()
c["new"] = 1
print(d, c)
c.clear()
print(c, len(d), "a" in d, "zzz" not in d, list(d), list(reversed(d)))
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
print(dict([("a", 1), ("b", 2)]), dict(zip("xy", (1, 2))), dict({"k": 1}, k=2), dict(), dict(((1, 2),)))
for bad in [lambda: dict([1, 2]), lambda: dict([(1, 2, 3)]), lambda: dict(1), lambda: {}["missing"], lambda: d.update(5)]:
    try:
        bad()
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)
print({"a": 1} | {"b": 2}, {"a": 1, "b": 2} | {"a": 3})
e = {"a": 1}
e |= [("b", 2)]
print(e)
print({1: "a"} == {1: "a"}, {1: "a", 2: "b"} == {2: "b", 1: "a"}, {1: 1} != {1: 2})
