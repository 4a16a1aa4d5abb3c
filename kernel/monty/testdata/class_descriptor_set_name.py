# __set_name__ and typed/validated attributes built from descriptors.
class Field:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        print(f"__set_name__({owner.__name__}, {name!r})")
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self.private, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.private, value)
class Person:
    name = Field(str)
    age = Field(int)
    def __init__(self, name, age):
        self.name, self.age = name, age
p = Person("ann", 30)
print(p.name, p.age, sorted(vars(p)))
try:
    p.age = "old"
except TypeError as e:
    print("TypeError:", e)
print(type(Person.name).__name__, Person.age.name)
# __set_name__ is not called when assigned after class creation
f = Field(float)
Person.height = f
print(hasattr(f, "name"))
# __set_name__ is called for every name the object is bound to
class Two:
    a = b = Field(int)
print(Two.a.name)
