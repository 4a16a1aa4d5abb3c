# Class-level dunder attributes: __name__, __qualname__, __module__, __doc__, __dict__.
class Outer:
    """Outer doc."""
    class Inner:
        pass
    def method(self): pass
print(Outer.__name__, Outer.__qualname__, Outer.__module__, Outer.__doc__)
print(Outer.Inner.__name__, Outer.Inner.__qualname__)
print(sorted(k for k in Outer.__dict__ if not k.startswith("__")))
print("__weakref__" in Outer.__dict__, "__dict__" in Outer.__dict__)
def make():
    class Local: pass
    return Local
L = make()
print(L.__qualname__, repr(L).endswith("make.<locals>.Local'>"))
print(repr(Outer), repr(Outer.Inner), repr(int), repr(type(None)))
print(str(Outer), f"{Outer}")
Outer.__name__ = "Renamed"
print(Outer.__name__, Outer.__qualname__)
class NoDoc: pass
print(NoDoc.__doc__, int.__name__, int.__qualname__, int.__module__)
print(object.__bases__, type.__bases__, bool.__bases__, bool.__mro__)
