# Metaclasses: type(name, bases, ns), custom __new__/__init__/__call__, __prepare__.
Dyn = type("Dyn", (object,), {"x": 1, "hello": lambda self: f"hi {self.x}"})
print(Dyn.__name__, Dyn().hello(), type(Dyn).__name__)
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("Meta.__new__", name, sorted(k for k in ns if not k.startswith("__")), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.created_by = mcls.__name__
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)
    def __call__(cls, *a, **k):
        print("Meta.__call__", cls.__name__, a)
        return super().__call__(*a, **k)
class Widget(metaclass=Meta, flavor="x"):
    size = 3
    def __init__(self, v): self.v = v
w = Widget(7)
print(w.v, Widget.created_by, type(Widget).__name__, isinstance(Widget, Meta))
class Sub(Widget): pass
print(type(Sub).__name__)
class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("__prepare__", name)
        return {"injected": 42}
class UsesPrepare(metaclass=Ordered):
    pass
print(UsesPrepare.injected)
class M1(type): pass
class M2(type): pass
class C1(metaclass=M1): pass
class C2(metaclass=M2): pass
try:
    class C3(C1, C2): pass
except TypeError as e:
    print("TypeError:", e)
print(type(type), type(object), isinstance(type, object), isinstance(object, type))
