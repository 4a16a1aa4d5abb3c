# Aliasing, shallow copies, and nested mutation.
a = [[0] * 2] * 2
a[0][0] = 1
print(a)
b = [[0] * 2 for _ in range(2)]
b[0][0] = 1
print(b)
orig = [1, [2, 3]]
shallow = orig[:]
also = list(orig)
copy3 = orig.copy()
shallow[0] = 99
shallow[1].append(4)
print(orig, shallow, also, copy3, orig[1] is copy3[1])
def deep(x):
    return [deep(i) for i in x] if isinstance(x, list) else x
d = deep(orig)
d[1].append(5)
print(orig, d)
x = [1, 2]
y = x
x = x + [3]
print(x, y)
x = y
x += [3]
print(x, y, x is y)
def mutate(lst):
    lst.append("mutated")
    lst = ["rebound"]
    return lst
z = []
print(mutate(z), z)
