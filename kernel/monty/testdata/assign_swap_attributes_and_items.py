# Swapping through attributes, items and mixed targets.
class P: pass
p = P()
p.a, p.b = "A", "B"
p.a, p.b = p.b, p.a
d = {"x": 1, "y": 2}
d["x"], d["y"] = d["y"], d["x"]
l = [1, 2, 3]
l[0], l[-1], p.a = l[-1], p.a, l[0]
print(p.a, p.b, d, l)
