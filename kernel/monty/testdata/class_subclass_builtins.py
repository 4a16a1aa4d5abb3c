# Subclassing built-in types: str, int, list, dict, tuple.
class Name(str):
    def shout(self): return self.upper() + "!"
n = Name("ann")
print(n, n.shout(), n + "x", type(n + "x").__name__, type(n.upper()).__name__, isinstance(n, str), len(n))
class Celsius(float):
    def __repr__(self): return f"{float(self)}°C"
c = Celsius(21.5)
print(repr(c), c + 1, type(c + 1).__name__, c > 20)
class Even(int):
    def __new__(cls, v):
        if v % 2:
            raise ValueError(f"{v} is odd")
        return super().__new__(cls, v)
print(Even(4), Even(4) + 1, type(Even(4) * 2).__name__)
try:
    Even(3)
except ValueError as e:
    print("ValueError:", e)
class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
s = Stack([1])
s.push(2)
print(s, s.peek(), len(s), type(s + [3]).__name__, type(s[:]).__name__, s == [1, 2])
class Point(tuple):
    def __new__(cls, x, y): return super().__new__(cls, (x, y))
    x = property(lambda self: self[0])
    y = property(lambda self: self[1])
p = Point(3, 4)
print(p, p.x, p.y, p == (3, 4), hash(p) == hash((3, 4)))
class Counter(dict):
    def __missing__(self, k):
        return 0
    def add(self, k):
        self[k] = self[k] + 1
cnt = Counter()
for ch in "banana":
    cnt.add(ch)
print(cnt, cnt["z"], type(cnt).__name__, isinstance(cnt, dict))
class LowerDict(dict):
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
ld = LowerDict()
ld["KEY"] = 1
ld.update({"OTHER": 2})
print(ld)
