# keys/values/items views are live, set-like (keys, items), reversible.
d = {"a": 1, "b": 2, "c": 3}
k, v, i = d.keys(), d.values(), d.items()
print(k, v, i)
d["d"] = 4
print(len(k), list(v), ("d", 4) in i, "a" in k, 4 in v)
print(k & {"a", "z"}, sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}), k == {"a", "b", "c", "d"})
print(i & {("a", 1), ("b", 99)}, sorted(i - {("a", 1)}))
print(k.isdisjoint({"x"}), list(reversed(k)), list(reversed(v)), list(reversed(i))[:1])
print(type(k).__name__, type(v).__name__, type(i).__name__)
print(v == v, d.values() == d.values(), list(k) == ["a", "b", "c", "d"])
try:
    for key in d:
        d["new" + key] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1}
try:
    for key in d.keys():
        del d[key]
except RuntimeError as e:
    print("RuntimeError:", e)
d = {"a": 1, "b": 2}
for key in d:
    d[key] = d[key] * 10
print(d)
print(k.mapping if False else "mapping attribute exists" if hasattr(d.keys(), "mapping") else "no mapping")
