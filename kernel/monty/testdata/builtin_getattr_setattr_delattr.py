# getattr/setattr/delattr/hasattr on instances and classes.
class C:
    cls_attr = "class"
    def method(self): return "m"
c = C()
setattr(c, "x", 1)
setattr(c, "with space", 2)
print(getattr(c, "x"), getattr(c, "with space"), getattr(c, "cls_attr"), getattr(c, "method")(), getattr(c, "nope", None))
print(hasattr(c, "x"), hasattr(c, "nope"), hasattr(C, "method"), vars(c))
delattr(c, "x")
print(hasattr(c, "x"))
try:
    delattr(c, "x")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(c, "nope")
except AttributeError as e:
    print("AttributeError:", e)
setattr(C, "added", staticmethod(lambda: "added later"))
print(c.added(), C.added())
try:
    setattr(c, 5, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    getattr(c)
except TypeError as e:
    print("TypeError:", e)
class Raises:
    @property
    def bad(self):
        raise ValueError("not AttributeError")
try:
    hasattr(Raises(), "bad")
except ValueError as e:
    print("hasattr propagates ValueError:", e)
