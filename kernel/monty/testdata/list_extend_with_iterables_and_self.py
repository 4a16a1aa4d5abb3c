# extend with generators, strings, dict views, and itself.
l = [0]
l.extend(x * 2 for x in range(3))
l.extend("ab")
l.extend({"k": 1}.items())
l.extend(range(2))
print(l)
m = [1, 2]
m.extend(m)
m += m
print(m, len(m))
n = [1]
n[len(n):] = n
print(n)
try:
    n.extend(5)
except TypeError as e:
    print("TypeError:", e)
try:
    n.extend(None)
except TypeError as e:
    print("TypeError:", e)
