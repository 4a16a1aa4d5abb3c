# super() reaches attributes, properties, and __class__ cell behaviour.
class A:
    x = "A.x"
    @property
    def p(self):
        return "A.p"
    def who(self):
        return "A"
class B(A):
    x = "B.x"
    @property
    def p(self):
        return "B.p/" + super().p
    def who(self):
        return "B/" + super().who()
    def get_x(self):
        return super().x
b = B()
print(b.p, b.who(), b.get_x(), b.x)
class C(B):
    def who(self):
        return "C/" + super().who()
print(C().who())
# __class__ is the class where the method was defined
class D:
    def where(self):
        return __class__.__name__
class E(D): pass
print(E().where())
# super() inside a nested function needs explicit arguments
class F(A):
    def who(self):
        def inner():
            return super(F, self).who()
        return "F/" + inner()
print(F().who())
try:
    super(B, 5)
except TypeError as e:
    print("TypeError:", e)
class G(A):
    def who(self):
        return super().missing()
try:
    G().who()
except AttributeError as e:
    print("AttributeError:", e)
