import abc

class Old(abc.ABC):
    @abc.abstractclassmethod
    def make(cls): ...
    @abc.abstractstaticmethod
    def util(): ...
    @abc.abstractproperty
    def size(self): ...

print(sorted(Old.__abstractmethods__))

class New(Old):
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def util(): return "u"
    size = 3

n = New.make()
print(n.size, New.util(), New.__abstractmethods__)
print(abc.abstractproperty.__isabstractmethod__, abc.abstractclassmethod.__isabstractmethod__)
print(issubclass(abc.abstractproperty, property), issubclass(abc.abstractstaticmethod, staticmethod))
