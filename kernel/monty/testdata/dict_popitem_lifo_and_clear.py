# popitem removes the last inserted item; clear and re-fill keep order rules.
d = {c: i for i, c in enumerate("abcde")}
out = []
while d:
    out.append(d.popitem())
print(out)
d = dict(x=1, y=2)
d["z"] = 3
del d["x"]
d["x"] = 4
print(d.popitem(), d)
d.clear()
d["new"] = 1
print(d, d.popitem(), d)
