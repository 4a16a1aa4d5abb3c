# Built-in functions are not descriptors: stored on a class they do not bind
# to the instance; Python functions and builtin methods do.
class A:
    __init__ = print
    f = len
    g = abs
    __len__ = len

A("x")
a = A("y", "z")
print(A.f("abc"), a.f("abc"), a.g(-3))
try:
    print(len(a))
except Exception as e:
    print(type(e).__name__, e)

class C:
    m = str.upper          # a method descriptor: binds
    app = [].append        # already bound: called as is
    s = staticmethod(len)
c = C()
print(C.m("q"))
try:
    print(c.m())
except Exception as e:
    print(type(e).__name__, e)
c.app(1)
print(C.app.__self__, c.s("ab"))

class D:
    __call__ = max
    __contains__ = isinstance
try:
    print(D()(3, 9))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(1 in D())
except Exception as e:
    print(type(e).__name__, e)

class E:
    def __init__(self, *a):
        print("py init", len(a))
    __repr__ = lambda self: "E!"
print(E(1, 2))

import math
class F:
    __init__ = math.floor
try:
    F(2.5)
    print("F ok")
except Exception as e:
    print(type(e).__name__, e)
