# super() follows the MRO of the instance's class: cooperative multiple inheritance.
class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        super().__init__()
    def hello(self):
        return ["Base"]
class Left(Base):
    def __init__(self, left=None, **kw):
        print("Left.__init__", left)
        super().__init__(**kw)
    def hello(self):
        return ["Left"] + super().hello()
class Right(Base):
    def __init__(self, right=None, **kw):
        print("Right.__init__", right)
        super().__init__(**kw)
    def hello(self):
        return ["Right"] + super().hello()
class Child(Left, Right):
    def __init__(self, **kw):
        print("Child.__init__")
        super().__init__(**kw)
    def hello(self):
        return ["Child"] + super().hello()
c = Child(left=1, right=2, extra=3)
print(c.hello())
print(Right.hello(c))
print(super(Left, c).hello())
print(super(Child, c).hello())
# super in classmethods and staticmethods by explicit form
class A:
    @classmethod
    def make(cls):
        return f"A.make({cls.__name__})"
class B(A):
    @classmethod
    def make(cls):
        return "B+" + super().make()
print(B.make())
# super() with no arguments needs a method context
def stray():
    return super()
try:
    stray()
except RuntimeError as e:
    print("RuntimeError:", e)
print(repr(super(B, B)).startswith("<super"))
