# property(), staticmethod(), classmethod() called as functions.
class C:
    def _get(self): return self._v
    def _set(self, v): self._v = v * 2
    v = property(_get, _set, None, "v doc")
    s = staticmethod(lambda x: x + 1)
    c = classmethod(lambda cls: cls.__name__)
o = C()
o.v = 5
print(o.v, C.v.__doc__, C.s(1), o.s(2), C.c(), o.c())
p = property()
try:
    p.__get__(o)
except AttributeError as e:
    print("AttributeError:", e)
class D:
    x = property(lambda self: 1)
try:
    D().x = 2
except AttributeError as e:
    print("AttributeError:", e)
sm = staticmethod(len)
print(sm.__func__ is len, callable(sm))
cm = classmethod(lambda c: c)
print(type(cm).__name__, cm.__func__.__name__)
print(isinstance(C.__dict__["v"], property), C.__dict__["v"].fset.__name__)
