# Computed properties, manual caching, and property on subclasses overriding attributes.
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self._area = None
        self.computations = 0
    @property
    def area(self):
        if self._area is None:
            self.computations += 1
            self._area = self.w * self.h
        return self._area
    @property
    def w(self): return self._w
    @w.setter
    def w(self, v):
        self._w = v
        self._area = None
r = Rect(2, 3)
print(r.area, r.area, r.computations)
r.w = 10
print(r.area, r.computations)
class Base:
    label = "plain attribute"
class Derived(Base):
    @property
    def label(self): return "property overrides: " + super().label if False else "property overrides"
print(Base().label, Derived().label)
class Temperature:
    def __init__(self): self._c = 0
    celsius = property(lambda s: s._c, lambda s, v: setattr(s, "_c", v))
    fahrenheit = property(lambda s: s._c * 9 / 5 + 32, lambda s, v: setattr(s, "_c", (v - 32) * 5 / 9))
t = Temperature()
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
t.celsius = -40
print(t.fahrenheit)
