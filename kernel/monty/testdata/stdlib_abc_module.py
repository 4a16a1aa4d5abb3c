# abc.ABCMeta, abstractmethod on properties/classmethods, register and subclasshook.
import abc
class Base(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def run(self): ...
    @classmethod
    @abc.abstractmethod
    def make(cls): ...
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Base and any("run" in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented
class Duck:
    def run(self): return "quack"
print(issubclass(Duck, Base), isinstance(Duck(), Base), sorted(Base.__abstractmethods__))
class Impl(Base):
    def run(self): return "impl"
    @classmethod
    def make(cls): return cls()
print(Impl.make().run(), isinstance(Impl(), Base))
class Other: pass
Base.register(Other)
print(issubclass(Other, Base), abc.ABC.__name__, type(abc.ABC).__name__)
try:
    Base()
except TypeError as e:
    print("TypeError:", e)
