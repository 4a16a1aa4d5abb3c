# Iteration order of dict, keys, values, items, and reversed() of each.
d = {}
for k in ["z", "a", "m", "b"]:
    d[k] = k.upper()
print(list(d), list(d.values()), list(d.items()))
print(list(reversed(d)), list(reversed(d.values())), list(reversed(d.items())))
d["a"] = "again"
d.pop("z")
d["z"] = "end"
print(list(d.items()), next(iter(d)), next(reversed(d)))
