# One value assigned to several targets, some unpacking.
a = (x, y) = [p, *q] = (1, 2)
print(a, x, y, p, q)
first = [f1, f2] = "ab"
print(first, f1, f2)
