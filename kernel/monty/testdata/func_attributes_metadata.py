# Function objects: names, qualnames, docstrings, module, attributes.
def top(a, b=1):
    """Add things."""
    return a + b
print(top.__name__, top.__qualname__, top.__doc__, top.__module__)
class K:
    def method(self):
        def inner():
            pass
        return inner
    class Nested:
        def deep(self): pass
print(K.method.__qualname__, K().method().__qualname__, K.Nested.deep.__qualname__)
lam = lambda: 0
print(lam.__name__, lam.__qualname__)
top.custom = "attached"
print(top.custom, sorted(top.__dict__))
def nodoc(): pass
print(nodoc.__doc__)
def renamed(): pass
renamed.__name__ = "other"
renamed.__qualname__ = "Q.other"
print(renamed.__name__, renamed.__qualname__)
print(callable(top), callable(K), callable(K()), callable(3))
print(type(top).__name__, type(K.method).__name__, type(K().method).__name__)
bm = K().method
print(bm.__func__ is K.method, type(bm.__self__).__name__)
def gen(): yield
print(gen.__code__.co_name, top.__code__.co_argcount)
