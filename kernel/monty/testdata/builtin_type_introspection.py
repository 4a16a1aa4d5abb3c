# Introspecting classes: __mro__, __bases__, __subclasses__, __dict__ contents.
class A: pass
class B(A): pass
class C(A): pass
class D(B, C):
    x = 1
    def m(self): pass
print([k.__name__ for k in D.__mro__], [k.__name__ for k in D.__bases__], [k.__name__ for k in A.__subclasses__()])
print(sorted(k for k in D.__dict__ if not k.startswith("__")), "x" in D.__dict__, "x" in B.__dict__)
print(type(D.__dict__["m"]).__name__, D.m.__qualname__, D.__module__, D.__qualname__)
print(type(D) is type, type(D()) is D, D().__class__.__mro__[1].__name__)
print(int.__mro__, bool.__base__, type(int.__dict__).__name__, "real" in dir(int), len(int.__subclasses__()) >= 1)
print(callable(D.m), callable(D().m), D.m(D()) is None)
