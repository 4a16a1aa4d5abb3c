# Private names __x are mangled to _Class__x inside a class body.
class Account:
    __count = 0
    def __init__(self, owner):
        self.__owner = owner
        Account.__count += 1
    def owner(self):
        return self.__owner
    @classmethod
    def count(cls):
        return cls.__count
class Savings(Account):
    def __init__(self, owner):
        super().__init__(owner)
        self.__owner = "shadow"
a = Savings("ann")
print(a.owner(), sorted(vars(a)), Account.count())
try:
    a.__owner
except AttributeError as e:
    print("AttributeError:", e)
print(a._Account__owner, a._Savings__owner)
class Dunder:
    __special__ = "not mangled"
    def get(self):
        return self.__special__
print(Dunder().get(), hasattr(Dunder, "__special__"))
class _Under:
    def f(self):
        self.__v = 1
        return sorted(vars(self))
print(_Under().f())
class G:
    def m(self):
        return getattr(self, "__hidden", "getattr strings are not mangled")
print(G().m())
