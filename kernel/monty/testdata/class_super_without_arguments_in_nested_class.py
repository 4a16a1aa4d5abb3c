# Zero-argument super() uses the defining class, even for nested classes and in subclasses.
class Outer:
    class Base:
        def hello(self): return "Base"
    class Derived(Base):
        def hello(self): return "Derived>" + super().hello()
class Further(Outer.Derived):
    def hello(self): return "Further>" + super().hello()
print(Outer.Derived().hello(), Further().hello())
