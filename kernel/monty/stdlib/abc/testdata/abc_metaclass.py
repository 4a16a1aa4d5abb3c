import abc

class Meta(abc.ABCMeta):
    def __new__(mcls, name, bases, ns, **kw):
        ns.setdefault("tag", name.lower())
        return super().__new__(mcls, name, bases, ns, **kw)

class Thing(metaclass=Meta):
    @abc.abstractmethod
    def go(self): ...

class Car(Thing):
    def go(self): return "vroom"

print(type(Thing).__name__, Thing.tag, Car.tag, Car().go())
print(isinstance(Thing, abc.ABCMeta), issubclass(Meta, type))
print(abc.ABC.__slots__, type(abc.ABC).__name__, abc.ABCMeta.__module__)

class WithInit(abc.ABC):
    def __init_subclass__(cls, flag=None, **kw):
        super().__init_subclass__(**kw)
        cls.flag = flag
class Flagged(WithInit, flag="on"):
    pass
print(Flagged.flag)

class Mixed(abc.ABC, dict):
    pass
print(Mixed(a=1), isinstance(Mixed(), dict))
