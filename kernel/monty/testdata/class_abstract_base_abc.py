# abc.ABC and abstractmethod prevent instantiation until implemented.
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name}: {self.area()}"
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Partial(Shape):
    def area(self): return 1
try:
    Partial()
except TypeError as e:
    print("TypeError:", e)
class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    @property
    def name(self): return "square"
print(Square(3).describe(), isinstance(Square(1), Shape), sorted(Shape.__abstractmethods__))
class Registered(ABC): pass
Registered.register(int)
print(isinstance(5, Registered), issubclass(int, Registered), issubclass(str, Registered))
