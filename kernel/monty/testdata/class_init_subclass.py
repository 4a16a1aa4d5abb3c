# __init_subclass__ runs for each subclass, receiving class keyword arguments.
class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        print("registered", key)
class Csv(Plugin): pass
class Json(Plugin, name="js"): pass
class Pretty(Json): pass
print(sorted(Plugin.registry), Plugin.registry["js"] is Json)
try:
    class Bad(Plugin, unknown=1): pass
except TypeError as e:
    print("TypeError:", e)
class Base:
    def __init_subclass__(cls):
        cls.tag = cls.__name__ + "!"
class Child(Base): pass
class Grand(Child): pass
print(Child.tag, Grand.tag, hasattr(Base, "tag"))
print(type(Base.__dict__["__init_subclass__"]).__name__)
try:
    class NoKw(object, flavor="x"): pass
except TypeError as e:
    print("TypeError:", e)
