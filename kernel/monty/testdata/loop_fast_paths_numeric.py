# The loop's fast paths for floats, unpacking, slices and tuple indexing
# must give what the general operations give: chains of float operators
# (with ints mixed in, a division by zero in the middle, infinities and
# NaN), float/int comparisons at and past 2**53, unpacking of the wrong
# length, and slice reads and writes that fail.


def chains(a, b, c, i):
    out = []
    out.append(a * b + c)
    out.append(c - a * b)
    out.append((a + b) * (a - b) / c)
    out.append(a * b * c * i)
    out.append(i - a * 2 + 1)
    out.append(a * b + i)
    out.append(i + a * b)
    out.append(a / b / 4.0)
    out.append(1 - a * b)
    x = a
    x += b * c
    x -= i * b
    x *= 2
    out.append(x)
    return out


for a, b, c, i in [(1.5, 2.25, -3.0, 7), (0.1, 0.2, 0.3, -5), (1e308, 10.0, 1.0, 2),
                   (float("inf"), -2.0, 1.0, 1), (float("nan"), 1.0, 2.0, 3), (-0.0, 3.0, -1.0, 0)]:
    print([repr(v) for v in chains(a, b, c, i)])

for a, b in [(1.0, 0.0), (1.5, 0), (0, 0.0)]:
    try:
        print(a * 2.0 + a / b)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        print((a + 1.0) / b * 3.0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

big = 2**53
for f, n in [(9007199254740992.0, big), (9007199254740992.0, big + 1), (1.5, 1), (float("nan"), 0),
             (float("inf"), big * 4), (-0.0, 0), (2.5, 3), (-1e300, -big - 1)]:
    print(f < n, f <= n, f == n, f != n, f > n, f >= n, n < f, n == f)
    if f < n:
        print("lt")
    if f >= n:
        print("ge")


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    def __radd__(self, o):
        return Num(o + self.v)

    def __mul__(self, o):
        return Num(self.v * (o.v if isinstance(o, Num) else o))

    def __lt__(self, o):
        return self.v < o


n = Num(2.0)
print((1.5 * 2.0 + n).v, (n * 2.0 + 1.5).v, (2.0 * 3.0 + n * 0.5).v, n < 3.0, 1.5 < n.v)
print(1.5 * 2 + True, 2.0 * 3 - False)

t = (1, 2.5, "x")
l = [4, 5, 6]
a, b, c = t
d, e, f = l
print(a, b, c, d, e, f, t[0], t[-1], t[1] * 2.0 + 1.0)
for bad in [(1, 2), [1, 2, 3, 4], (), "ab"]:
    try:
        x, y, z = bad
        print("unpacked", x, y, z)
    except ValueError as e:
        print("ValueError", e)
for k in [3, -4, 1.0, "a"]:
    try:
        print(t[k])
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)

p = list(range(10))
print(p[2:5], p[::-1], p[5::-2], p[:], p[-3:], p[100:], t[1:], t[:], t[::-1])
q = p[:]
q[2:4] = "abc"
print(q)
q[:3] = q[7:]
print(q)
q[1:2] = q
print(q)
q[::2] = range(len(q[::2]))
print(q)
try:
    q[::2] = [1]
except ValueError as e:
    print("ValueError", e)
try:
    print(p[::0])
except ValueError as e:
    print("ValueError", e)
try:
    print(p["a":])
except TypeError as e:
    print("TypeError", e)
try:
    q[1:3] = 5
except TypeError as e:
    print("TypeError", e)
s = "hello"
print(s[1:3], s[::-1], (1, 2, 3)[1:2], b"bytes"[1:3])
i = 0
acc = 0.0
while i < 1000:
    acc += i * 0.5 - acc / (i + 1)
    i += 1
print(repr(acc))
