# Insertion order survives updates; deletion and reinsertion moves a key to the end.
d = {}
for k in "dbca":
    d[k] = ord(k)
print(list(d))
d["b"] = 0
print(list(d.items()))
del d["d"]
d["d"] = 1
print(list(d))
for k in list(d):
    if k in "bc":
        del d[k]
print(d)
d.update({"b": 2, "a": 99})
print(d)
d.pop("a")
d.setdefault("a", 5)
print(d)
big = {i: i for i in range(100)}
for i in range(0, 100, 2):
    del big[i]
big[0] = "back"
print(list(big)[:5], list(big)[-3:], len(big))
x = {1: "a", 2: "b"}
x[1.0] = "float key keeps the int key object"
x[True] = "bool too"
print(x)
print({k: None for k in [3, 1, 3, 2, 1]})
