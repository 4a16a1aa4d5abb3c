import abc
from abc import ABC, ABCMeta, abstractmethod

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def describe(self):
        return 'shape with area %s' % self.area()

print(attempt(Shape), sorted(Shape.__abstractmethods__))

class Half(Shape):
    def area(self):
        return 1

print(attempt(Half), sorted(Half.__abstractmethods__))

class Square(Half):
    def perimeter(self):
        return 4

print(Square().describe(), Square.__abstractmethods__, isinstance(Square(), Shape))

class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def helper(): ...

print(sorted(Base.__abstractmethods__), attempt(Base))

class Impl(Base):
    name = 'x'
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def helper():
        return 1

print(Impl.make().name, Impl.helper())

class Plain:
    pass

class Reg(ABC):
    pass

print(issubclass(Plain, Reg), Reg.register(Plain) is Plain, issubclass(Plain, Reg), isinstance(Plain(), Reg))
print(attempt(lambda: Reg.register(5)))
print(attempt(lambda: Plain.register))
@Reg.register
class Dec:
    pass
print(isinstance(Dec(), Reg), issubclass(int, Reg))

class Hook(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if any('quack' in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented

class Duck:
    def quack(self):
        pass

print(issubclass(Duck, Hook), isinstance(Duck(), Hook), issubclass(int, Hook))
t0 = abc.get_cache_token()
class R2(ABC):
    pass
R2.register(int)
print(abc.get_cache_token() != t0, isinstance(3, R2))

class Late(ABC):
    @abstractmethod
    def f(self): ...
Late.f = lambda self: 1
print(attempt(Late))
abc.update_abstractmethods(Late)
print(attempt(lambda: type(Late()).__name__))
print(type(ABC), ABC.__slots__ if hasattr(ABC, '__slots__') else None, ABCMeta.__name__)
print(attempt(lambda: Reg.register(Reg)), attempt(lambda: Plain and ABC.register(ABC)))
class Child(Reg):
    pass
print(attempt(lambda: Child.register(Reg)))
print(getattr(abstractmethod(lambda: 0), '__isabstractmethod__'))
class Old(ABC):
    @abc.abstractproperty
    def p(self): ...
    @abc.abstractclassmethod
    def c(cls): ...
    @abc.abstractstaticmethod
    def s(): ...
print(sorted(Old.__abstractmethods__))
class Meta2(ABCMeta):
    pass
class WithMeta(metaclass=Meta2):
    @abstractmethod
    def g(self): ...
print(type(WithMeta).__name__, attempt(WithMeta))
