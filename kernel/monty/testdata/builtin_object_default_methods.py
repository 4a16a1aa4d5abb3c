# Methods every object inherits from object.
class Plain:
    pass
p, q = Plain(), Plain()
print(p == p, p == q, p != q, p.__eq__(q), p.__ne__(p), p.__eq__(p))
print(p.__hash__() == hash(p), str(p) == repr(p), format(p) == str(p), p.__class__ is Plain)
print(p.__reduce_ex__ is not None, sorted(n for n in dir(p) if not n.startswith("_")), p.__dict__)
print(Plain.__init__ is object.__init__, Plain.__repr__ is object.__repr__, object.__lt__(p, q))
try:
    format(p, "10")
except TypeError as e:
    print("TypeError:", e)
print(Plain.__name__, Plain.__class__, Plain.__subclasses__(), object.__subclasshook__() if False else "ok")
print(issubclass(Plain, object), isinstance(Plain, type), isinstance(Plain, object))
