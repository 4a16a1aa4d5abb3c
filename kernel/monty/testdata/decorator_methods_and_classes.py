# Decorators on methods, stacked with classmethod/staticmethod/property.
def upper(fn):
    def w(*a, **k):
        return fn(*a, **k).upper()
    return w
class Greeter:
    def __init__(self, name): self.name = name
    @upper
    def greet(self):
        return f"hello {self.name}"
    @classmethod
    @upper
    def kind(cls):
        return cls.__name__
    @staticmethod
    @upper
    def static():
        return "static"
    @property
    @upper
    def shout(self):
        return self.name
print(Greeter("ann").greet(), Greeter.kind(), Greeter.static(), Greeter("bo").shout)
def register_methods(cls):
    cls.registry = sorted(n for n, v in vars(cls).items() if getattr(v, "_exposed", False))
    return cls
def expose(fn):
    fn._exposed = True
    return fn
@register_methods
class Api:
    @expose
    def list(self): pass
    @expose
    def get(self): pass
    def internal(self): pass
print(Api.registry)
class Decorating:
    @staticmethod
    def deco(fn):
        fn.tagged = True
        return fn
    @deco
    def method(self):
        return "tagged"
print(Decorating().method(), Decorating.method.tagged)
