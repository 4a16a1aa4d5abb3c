# A subclass's reflected method runs first when it overrides the parent's.
class Base:
    def __add__(self, o):
        return "Base.__add__"
    def __radd__(self, o):
        return "Base.__radd__"
class Derived(Base):
    def __radd__(self, o):
        return "Derived.__radd__"
print(Base() + Derived())
print(Derived() + Base())
class NoOverride(Base):
    pass
print(Base() + NoOverride())
class A:
    def __add__(self, o):
        print("A.__add__ -> NotImplemented")
        return NotImplemented
class B:
    def __radd__(self, o):
        print("B.__radd__")
        return "B wins"
print(A() + B())
class C:
    def __eq__(self, o):
        print("C.__eq__")
        return NotImplemented
print(C() == C())
print(C() != 5)
class Num(int):
    def __radd__(self, o):
        return f"Num.__radd__({o})"
print(1 + Num(2))
print(Num(2) + 1)
