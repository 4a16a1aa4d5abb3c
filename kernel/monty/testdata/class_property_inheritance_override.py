# Overriding only the setter of an inherited property; calling the parent's property.
class Base:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): self._x = v
class Clamped(Base):
    @Base.x.setter
    def x(self, v):
        Base.x.fset(self, max(0, min(10, v)))
c = Clamped()
c.x = 50
print(c.x)
c.x = -5
print(c.x)
class Doubled(Base):
    @property
    def x(self):
        return super().x * 2
    @x.setter
    def x(self, v):
        Base.x.__set__(self, v)
d = Doubled()
d.x = 21
print(d.x, d._x, type(Doubled.x).__name__, Doubled.x.fget is not Base.x.fget)
