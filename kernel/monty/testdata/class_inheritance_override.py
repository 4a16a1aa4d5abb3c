# Method overriding, isinstance/issubclass with tuples, abstract-ish patterns.
class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area")
    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"
class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
class Circle(Shape):
    def __init__(self, r): self.r = r
    def area(self): return round(3.14159 * self.r ** 2, 2)
class Blob(Shape): pass
for s in (Square(3), Circle(1)):
    print(s.describe())
try:
    Blob().describe()
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(isinstance(Square(1), (Circle, Shape)), issubclass(Square, (int, Shape)), issubclass(Shape, Shape))
print(isinstance(True, int), issubclass(bool, int), isinstance(1, bool))
print(Square.__base__.__name__, [c.__name__ for c in Shape.__subclasses__()])
try:
    issubclass(Square(1), Shape)
except TypeError as e:
    print("TypeError:", e)
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
class Int(int):
    def __add__(self, o):
        return Int(int(self) + int(o) + 1000)
print(Int(1) + 2, 2 + Int(1), type(Int(5) * 2).__name__)
class MyList(list):
    def append(self, x):
        super().append(x * 10)
ml = MyList([1])
ml.append(2)
ml.extend([3])
print(ml, len(ml), type(ml[:1]).__name__)
class MyDict(dict):
    def __missing__(self, key):
        return f"<{key}>"
md = MyDict(a=1)
print(md["a"], md["zz"], md.get("zz"), "zz" in md)
