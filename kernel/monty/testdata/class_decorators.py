# Class decorators receive the class and may return a different object.
def register(registry):
    def deco(cls):
        registry.append(cls.__name__)
        return cls
    return deco
found = []
@register(found)
class A: pass
@register(found)
class B: pass
print(found)
def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls
@add_repr
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
print(Point(1, "two"))
def singleton(cls):
    return cls()
@singleton
class Config:
    debug = True
print(type(Config).__name__, Config.debug)
def first(c):
    print("first applied to", c.__name__); c.order = getattr(c, "order", "") + "1"; return c
def second(c):
    print("second applied to", c.__name__); c.order = getattr(c, "order", "") + "2"; return c
@first
@second
class Stacked: pass
print(Stacked.order)
