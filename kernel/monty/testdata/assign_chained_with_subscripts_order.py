# Chained assignment with subscript targets: each target is evaluated and stored left to right.
x = [0, 0, 0]
i = 0
i = x[i] = 2
print(i, x)
y = [0, 0, 0]
j = 0
y[j] = j = 1
print(j, y)
d = {}
d["a"] = d["b"] = d
print(d["a"] is d, sorted(d))
