# In-place operators: __iadd__ etc., falling back to the binary method.
class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, o):
        self.items.append(o); return self
    def __isub__(self, o):
        self.items.remove(o); return self
    def __imul__(self, k):
        self.items *= k; return self
    def __ior__(self, o):
        self.items.extend(o); return self
    def __ipow__(self, k):
        return "ipow returned a str"
a = Acc()
ref = a
a += 1; a += 2; a -= 1; a *= 2; a |= [9]
print(a.items, a is ref)
a **= 2
print(a)
class OnlyAdd:
    def __init__(self, v): self.v = v
    def __add__(self, o): return OnlyAdd(self.v + o)
o = OnlyAdd(1)
o2 = o
o += 5
print(o.v, o2.v, o is o2)
class NI:
    def __iadd__(self, o): return NotImplemented
    def __add__(self, o): return "fell back to __add__"
n = NI()
n += 1
print(n)
x = NI.__new__(NI)
try:
    x -= 1
except TypeError as e:
    print("TypeError:", e)
l = [1]
l *= 3
print(l)
s = {1, 2}
s |= {3}; s &= {2, 3, 4}; s ^= {5}; s -= {2}
print(sorted(s))
d = {"a": 1}
d |= {"b": 2}
print(d)
