# Classes: attributes, methods, instances, class vs instance namespace.
class Dog:
    species = "canis"
    def __init__(self, name):
        self.name = name
        self.tricks = []
    def add_trick(self, t):
        self.tricks.append(t)
        return self
    def __repr__(self):
        return f"Dog({self.name!r})"
d = Dog("rex").add_trick("sit").add_trick("roll")
e = Dog("fido")
print(d, d.tricks, e.tricks, d.species, Dog.species)
d.species = "wolf"
print(d.species, e.species, Dog.species)
del d.species
print(d.species)
print(sorted(vars(d)), type(d) is Dog, isinstance(d, Dog), Dog.__name__)
print(Dog.__dict__["species"], "add_trick" in Dog.__dict__, type(Dog.__dict__).__name__)
class Empty:
    pass
x = Empty()
x.anything = 1
print(x.anything, Empty.__bases__, Empty.__mro__)
print(Dog.add_trick(e, "beg").tricks)
m = d.add_trick
print(m.__self__ is d, m.__func__ is Dog.add_trick)
print(d.__class__.__name__, d.__dict__["name"])
d.__dict__["name"] = "changed"
print(d.name)
