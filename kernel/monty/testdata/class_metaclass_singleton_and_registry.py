# Metaclass __call__ for singletons; metaclass __new__ for automatic registries.
class Singleton(type):
    _instances = {}
    def __call__(cls, *a, **k):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a, **k)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self, env="dev"):
        self.env = env
a, b = Config("prod"), Config("test")
print(a is b, a.env, b.env)
class Registry(type):
    classes = {}
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.classes[name.lower()] = cls
        return cls
class Handler(metaclass=Registry):
    pass
class JsonHandler(Handler): pass
class XmlHandler(Handler): pass
print(sorted(Registry.classes), Registry.classes["jsonhandler"] is JsonHandler, type(XmlHandler).__name__)
