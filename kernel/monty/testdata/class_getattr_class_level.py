# __getattr__ on a metaclass handles missing class attributes; instances unaffected.
class AutoMeta(type):
    def __getattr__(cls, name):
        if name.startswith("make_"):
            return lambda: f"{cls.__name__} made {name[5:]}"
        raise AttributeError(name)
class Factory(metaclass=AutoMeta):
    existing = "real"
print(Factory.existing, Factory.make_widget(), Factory.make_gadget())
try:
    Factory.other
except AttributeError as e:
    print("AttributeError:", e)
try:
    Factory().make_widget
except AttributeError as e:
    print("AttributeError:", e)
class Enumish(type):
    def __iter__(cls):
        return iter(sorted(k for k in vars(cls) if k.isupper()))
    def __len__(cls):
        return len(list(iter(cls)))
    def __contains__(cls, item):
        return item in vars(cls).values()
class Colors(metaclass=Enumish):
    RED = 1
    GREEN = 2
    helper = 3
print(list(Colors), len(Colors), 2 in Colors, 9 in Colors)
