# __slots__ with inheritance: slots in parent, dict in child, __weakref__, empty slots.
class A:
    __slots__ = ("a",)
class B(A):
    __slots__ = ()
class C(A):
    pass
b, c = B(), C()
b.a = 1
c.a, c.extra = 2, 3
print(b.a, hasattr(b, "__dict__"), c.a, c.__dict__)
try:
    b.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
class W:
    __slots__ = ("__weakref__", "v")
import weakref
w = W()
r = weakref.ref(w)
print(r() is w, hasattr(w, "__dict__"))
class Mangled:
    __slots__ = ("__private",)
    def set(self, v): self.__private = v
    def get(self): return self.__private
m = Mangled()
m.set(5)
print(m.get(), Mangled.__slots__, [k for k in dir(Mangled) if "private" in k])
