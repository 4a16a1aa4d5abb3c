import abc

class Base(abc.ABC):
    @property
    @abc.abstractmethod
    def value(self): ...

    @value.setter
    def value(self, v): ...

print(sorted(Base.__abstractmethods__), Base.value.__isabstractmethod__)

class Impl(Base):
    @property
    def value(self):
        return 42

print(Impl().value, Impl.__abstractmethods__ == frozenset(), type(Impl.__abstractmethods__).__name__)

class Partial(Base):
    pass
try:
    Partial()
except TypeError as e:
    print(e)

def f(): pass
print(getattr(f, "__isabstractmethod__", None), abc.abstractmethod(f) is f, f.__isabstractmethod__)
print(classmethod(f).__isabstractmethod__, staticmethod(f).__isabstractmethod__)
def g(): pass
print(classmethod(g).__isabstractmethod__, property(g).__isabstractmethod__)
