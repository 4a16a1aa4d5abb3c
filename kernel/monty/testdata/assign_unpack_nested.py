# Tuple, list and nested unpacking from any iterable.
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(c, d), e = (3, 4), 5
print(c, d, e)
[f, [g, (h, i)]] = [6, [7, (8, 9)]]
print(f, g, h, i)
j, k = "xy"
print(j, k)
l, m, n = range(3)
print(l, m, n)
o, p = {"one": 1, "two": 2}
print(o, p)
q, = [42]
print(q)
(r,) = (43,)
print(r)
[s] = {44}
print(s)
for (u, v), w in [((1, 2), 3), ((4, 5), 6)]:
    print(u + v + w, end=" ")
print()
def gen():
    yield 1
    yield 2
x, y = gen()
print(x, y)
# unpacking into attributes and subscripts
class Obj: pass
ob = Obj()
lst = [0, 0]
ob.a, lst[1], ob.b = "A", "L", "B"
print(ob.a, ob.b, lst)
