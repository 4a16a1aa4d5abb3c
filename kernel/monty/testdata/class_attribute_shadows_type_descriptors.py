# A class attribute named like one of type's data descriptors shadows it on
# instances only; on the class, type's descriptor wins (CPython 3.11).
class B:
    __name__ = 'bar'
    __qualname__ = 'Q'
    __module__ = 'mod'
    __doc__ = 'doc'
    __bases__ = 'bb'
    __mro__ = 'mm'
    __dict__ = 'dd'
    __class__ = 'cc'
    __base__ = 'base'
    __annotations__ = {'a': 1}

b = B()
for n in ['__name__', '__qualname__', '__module__', '__doc__', '__bases__',
          '__mro__', '__class__', '__base__', '__annotations__']:
    try:
        tv = getattr(B, n)
    except Exception as e:
        tv = type(e).__name__
    try:
        iv = getattr(b, n)
    except Exception as e:
        iv = type(e).__name__
    print(n, repr(tv), repr(iv))
print(type(B.__dict__).__name__, b.__dict__)
print(type(b).__name__, B.__qualname__)
for i in range(3):  # through the attribute caches too
    print(B.__name__, b.__name__, type(b).__name__)

class C:
    def __init__(self):
        self.__name__ = 'inst'
print(C.__name__, C().__name__)

# A metaclass attribute that is not a descriptor wins over type's own.
class M(type):
    __name__ = 'metaname'
    extra = 'e'
class D(metaclass=M):
    pass
class E(metaclass=M):
    __name__ = 'own'
print(D.__name__, D.extra, M.__name__, E.__name__, D().__class__.__name__)

# Subclass inherits the shadowing attribute on instances only.
class F(B):
    pass
print(F.__name__, F().__name__, F.__mro__[0].__name__)

# Reassigning __name__ on the class sets the type's name.
class G:
    pass
G.__name__ = 'H'
print(G.__name__, G().__class__.__name__, repr(G)[-3:])
