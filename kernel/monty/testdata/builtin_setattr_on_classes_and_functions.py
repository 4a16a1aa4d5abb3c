# setattr/getattr/delattr on classes and functions, including dunder names.
def f(): pass
setattr(f, "tag", "fn-tag")
f.__doc__ = "set doc"
print(f.tag, getattr(f, "__doc__"), sorted(vars(f)))
class K: pass
setattr(K, "shared", [1])
setattr(K, "__repr__", lambda self: "K!")
print(K.shared, repr(K()), hasattr(K, "__repr__"))
delattr(K, "shared")
print(hasattr(K, "shared"))
try:
    setattr(int, "new", 1)
except TypeError as e:
    print("TypeError:", e)
