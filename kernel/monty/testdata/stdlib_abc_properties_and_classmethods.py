# Abstract properties and class methods; partial implementations stay abstract.
from abc import ABC, abstractmethod
class Store(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def open(cls): ...
    def describe(self):
        return f"{self.name} store"
class Half(Store):
    @property
    def name(self): return "half"
class Full(Half):
    @classmethod
    def open(cls): return cls()
print(sorted(Store.__abstractmethods__), sorted(Half.__abstractmethods__), Full.__abstractmethods__, Full.open().describe())
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
