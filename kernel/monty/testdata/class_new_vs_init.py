# __new__ creates, __init__ initialises; __init__ is skipped if __new__ returns another type.
class Tracked:
    def __new__(cls, *args):
        print("__new__", cls.__name__, args)
        inst = super().__new__(cls)
        inst.created = True
        return inst
    def __init__(self, v):
        print("__init__", v)
        self.v = v
t = Tracked(5)
print(t.created, t.v)
class Weird:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never called")
print(Weird())
class Cached:
    _cache = {}
    def __new__(cls, key):
        if key not in cls._cache:
            cls._cache[key] = super().__new__(cls)
        return cls._cache[key]
    def __init__(self, key):
        self.key = key
print(Cached("a") is Cached("a"), Cached("a") is Cached("b"))
class BadInit:
    def __init__(self):
        return 5
try:
    BadInit()
except TypeError as e:
    print("TypeError:", e)
class Upper(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
u = Upper("shout")
print(u, type(u).__name__, isinstance(u, str), u + "!")
try:
    object.__new__(int)
except TypeError as e:
    print("TypeError:", e)
try:
    object(1)
except TypeError as e:
    print("TypeError:", e)
class NoInit: pass
try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)
