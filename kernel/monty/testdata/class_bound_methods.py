# Bound methods: binding, equality, __self__/__func__, calling through the class.
class C:
    def __init__(self, v): self.v = v
    def get(self): return self.v
    def __eq__(self, o): return isinstance(o, C) and self.v == o.v
    __hash__ = object.__hash__
x, y = C(1), C(1)
m1, m2 = x.get, x.get
print(m1(), m1 == m2, m1 is m2, x.get == y.get, m1.__self__ is x, m1.__func__ is C.get)
print(C.get(y), C.get.__name__, type(C.get).__name__, type(x.get).__name__)
f = C.get
print(f(C(5)), list(map(C.get, [C(1), C(2)])))
bound = C(9).get
print(bound())
try:
    C.get()
except TypeError as e:
    print("TypeError:", e)
class D:
    def method(self): return "D.method"
d = D()
print(D.method(d), d.method(), getattr(d, "method")())
print(repr(D.method).startswith("<function D.method at"), repr(d.method).startswith("<bound method D.method of"))
class S:
    @staticmethod
    def s(): return "s"
print(S.s is S().s, S.__dict__["s"].__func__ is S.s)
