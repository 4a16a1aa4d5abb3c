# dir() and vars() on objects, classes and inside functions.
class Base:
    base_attr = 1
    def base_method(self): pass
class Child(Base):
    child_attr = 2
    def __init__(self):
        self.inst = 3
c = Child()
public = lambda names: [n for n in names if not n.startswith("__")]
print(public(dir(c)))
print(public(dir(Child)))
print(dir(c) == sorted(dir(c)), "__init__" in dir(c), "__class__" in dir(c))
print(vars(c), sorted(public(vars(Child))))
def f(a, b=2):
    z = a + b
    return sorted(dir()), vars() if False else sorted(locals())
print(f(1))
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
print(public(dir([]))[:5], "append" in dir([]), "keys" in dir({}), len(public(dir(""))) > 40)
class Slotted:
    __slots__ = ("a",)
try:
    vars(Slotted())
except TypeError as e:
    print("TypeError:", e)
print(public(dir(Slotted())))
