# a, b = b, a and its nested forms: the values are all evaluated first,
# left to right, then the targets are assigned left to right.
log = []


def v(name, x):
    log.append("value " + name)
    return x


class Rec:
    def __setattr__(self, name, x):
        log.append("set " + name)
        object.__setattr__(self, name, x)


class Sub(list):
    def __setitem__(self, i, x):
        log.append("item %d" % i)
        list.__setitem__(self, i, x)


a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
a, b, c, d = 1, 2, 3, 4
a, b, c, d = d, c, b, a
print(a, b, c, d)
(p, q), (r, s) = (a, b), (c, d)
print(p, q, r, s)
[x, y] = y2, x2 = 5, 6
print(x, y, y2, x2)
[m, n] = n0, m0 = "nm"
print(m, n)

r1 = Rec()
lst = Sub([0, 0, 0])
r1.a, lst[1], r1.b = v("one", 1), v("two", 2), v("three", 3)
print(log, r1.a, r1.b, lst)
log.clear()
(r1.a, lst[0]), r1.b = (v("x", "X"), v("y", "Y")), v("z", "Z")
print(log, r1.a, r1.b, lst)

# The target assigned first changes what the next target means.
arr = [10, 20, 30]
i = 0
i, arr[i] = 2, 99
print(i, arr)
arr = [10, 20, 30]
i = 0
arr[i], i = 99, 2
print(i, arr)

# Five and more values, starred items and mismatches take the tuple.
a, b, c, d, e = 1, 2, 3, 4, 5
e, d, c, b, a = a, b, c, d, e
print(a, b, c, d, e)
first, *rest = 1, 2, 3
print(first, rest)
h, t = *"h", "t"
print(h, t)
try:
    a, b = 1, 2, 3
except ValueError as exc:
    print(type(exc).__name__, exc)
try:
    a, b, c = 1, 2
except ValueError as exc:
    print(type(exc).__name__, exc)
try:
    (a, b), c = (1, 2, 3), 4
except ValueError as exc:
    print(type(exc).__name__, exc)
(a, b), c = [7, 8], 9
print(a, b, c)


def swap_locals(u, w):
    u, w = w, u
    return u, w


def closure():
    k, j = 1, 2

    def inner():
        nonlocal k, j
        k, j = j, k
        return k, j

    return inner()


print(swap_locals("u", "w"), closure())


class Body:
    one, two = 1, 2
    one, two = two, one


print(Body.one, Body.two)

try:
    undefined_a, undefined_b = undefined_b, 1
except NameError as exc:
    print(type(exc).__name__, exc)
