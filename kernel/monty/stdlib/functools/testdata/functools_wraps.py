import functools
def deco(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        """inner doc"""
        return fn(*a, **k)
    return inner
@deco
def greet(name: str) -> str:
    """Say hi."""
    return 'hi ' + name
greet.extra = 1
print(greet('x'), greet.__name__, greet.__doc__, greet.__annotations__, greet.__wrapped__.__name__)
print(greet.__qualname__, greet.__module__)
def plain():
    pass
plain.custom = {'k': 1}
def w():
    pass
functools.update_wrapper(w, plain)
print(w.__name__, w.custom, w.__wrapped__ is plain)
def w2():
    pass
functools.update_wrapper(w2, plain, assigned=('__doc__',), updated=())
print(w2.__name__, hasattr(w2, 'custom'))
class NoName:
    pass
obj = NoName()
def w3():
    pass
functools.update_wrapper(w3, obj)
print(w3.__name__, w3.__wrapped__ is obj)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)
