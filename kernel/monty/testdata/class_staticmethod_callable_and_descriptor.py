# Functions, staticmethods and classmethods as descriptors, called through __get__ by hand.
def f(self, x):
    return (type(self).__name__, x)
class C:
    pass
c = C()
bound = f.__get__(c, C)
print(bound(1), bound.__self__ is c, f.__get__(None, C) is f)
sm = staticmethod(lambda x: x * 2)
cm = classmethod(lambda cls, x: (cls.__name__, x))
print(sm.__get__(c, C)(5), cm.__get__(c, C)(6), cm.__get__(None, C)(7))
print(sm(3))
p = property(lambda self: "prop value")
print(p.__get__(c, C), p.__get__(None, C) is p)
C.method = f
print(c.method(9), C.method(c, 10))
