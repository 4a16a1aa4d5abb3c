# __getattribute__ must use object.__getattribute__ to avoid infinite recursion.
class Logged:
    def __init__(self):
        self.a = 1
        self.accesses = []
    def __getattribute__(self, name):
        if name != "accesses":
            object.__getattribute__(self, "accesses").append(name)
        return object.__getattribute__(self, name)
l = Logged()
print(l.a, l.a, l.accesses)
class Broken:
    def __getattribute__(self, name):
        return self.__dict__[name]
try:
    Broken().anything
except RecursionError:
    print("RecursionError from self-referencing __getattribute__")
class ViaSuper:
    x = "class x"
    def __getattribute__(self, name):
        value = super().__getattribute__(name)
        return value.upper() if isinstance(value, str) else value
print(ViaSuper().x)
