# += on a list mutates in place (aliases see it); on a tuple it rebinds.
a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)

t = (1, 2)
u = t
t += (3,)
print(t, u, t is u)

# list += accepts any iterable, list + does not
lst = [0]
lst += (1, 2)
lst += "ab"
lst += range(2)
print(lst)
try:
    lst = lst + (1,)
except TypeError as e:
    print("TypeError:", e)

# __iadd__ falls back to __add__ when missing
class Add:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        print("__add__")
        return Add(self.v + o)
class IAdd(Add):
    def __iadd__(self, o):
        print("__iadd__")
        self.v += o
        return self
x = Add(1); y = x; x += 1; print(x.v, y.v, x is y)
x = IAdd(1); y = x; x += 1; print(x.v, y.v, x is y)

# augmented assignment to subscripts and attributes evaluates the target once
calls = []
def key():
    calls.append("key")
    return 0
d = [10]
d[key()] += 5
print(d, calls)

# the classic tuple-holding-list surprise: mutation happens, then the store fails
tl = ([1],)
try:
    tl[0] += [2]
except TypeError as e:
    print("TypeError:", e)
print(tl)
