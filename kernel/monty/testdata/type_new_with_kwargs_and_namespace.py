# Building classes with type(): methods, class attributes, inheritance, __qualname__ override.
def init(self, v): self.v = v
def show(self): return f"{type(self).__name__}({self.v})"
Base = type("Base", (), {"__init__": init, "show": show, "kind": "base"})
Child = type("Child", (Base,), {"kind": "child", "__qualname__": "Outer.Child"})
c = Child(3)
print(c.show(), c.kind, Base(1).kind, Child.__qualname__, Child.__name__, [k.__name__ for k in Child.__mro__])
print(isinstance(c, Base), type(Child) is type, Child.__dict__["kind"])
