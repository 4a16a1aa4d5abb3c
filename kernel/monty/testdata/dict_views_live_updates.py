# Views reflect later changes; converting snapshots them.
d = {"a": 1}
keys, values, items = d.keys(), d.values(), d.items()
snapshot = list(keys)
d["b"] = 2
d["a"] = 10
print(list(keys), list(values), list(items), snapshot)
del d["a"]
print(keys, len(values), ("b", 2) in items, ("a", 10) in items)
d.clear()
print(keys, values, items, bool(keys))
print({"x": 1}.keys() == {"x"}, {"x": 1}.items() == {("x", 1)}, sorted({"x": 1}.keys() | ["y"]))
