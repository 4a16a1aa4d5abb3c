# Introspection attributes of descriptors: __slots__ members, getset and
# method descriptors, properties, classmethod/staticmethod wrappers.
class A:
    __slots__ = ('x', 'y')

class B(A):
    __slots__ = ('z',)

for name, d in [('x', A.__dict__['x']), ('z', B.__dict__['z'])]:
    print(type(d).__name__, d.__name__, d.__qualname__, d.__objclass__.__name__, d.__doc__, repr(d))
    print(hasattr(d, '__get__'), hasattr(d, '__set__'), hasattr(d, '__delete__'))

d = A.__dict__['x']
a = A()
d.__set__(a, 5)
print(d.__get__(a, A), d.__get__(None, A) is d, B.x is d)
d.__delete__(a)
for f in (lambda: a.x, lambda: d.__delete__(a), lambda: d.__set__(1, 2), lambda: d.__get__(1)):
    try:
        f()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
b = B()
B.__dict__['z'].__set__(b, 'zz')
A.__dict__['y'].__set__(b, 'yy')
print(b.z, b.y)

class P:
    @property
    def v(self):
        "the v"
        return 1
    @classmethod
    def c(cls):
        return cls
    @staticmethod
    def s():
        return 2
pv = P.__dict__['v']
print(pv.__doc__, pv.fget.__name__, pv.fset, pv.fdel, pv.__isabstractmethod__)
cm, sm = P.__dict__['c'], P.__dict__['s']
print(cm.__func__.__name__, sm.__func__.__name__, cm.__isabstractmethod__, sm.__wrapped__ is sm.__func__)
print([].append.__self__, [].append.__name__, [].append.__qualname__, len.__module__, len.__name__)
