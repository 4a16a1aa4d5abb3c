import abc

class Sized2(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized2:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented

class Child(Sized2):
    pass

print(issubclass(list, Sized2), issubclass(int, Sized2), isinstance("ab", Sized2))
print(issubclass(list, Child), issubclass(Child, Sized2))

class Bad(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return 3
try:
    issubclass(int, Bad)
except Exception as e:
    print(type(e).__name__, e)

class Never(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return False
class Inherits(Never):
    pass
Never.register(int)
print(issubclass(Inherits, Never), issubclass(int, Never))
