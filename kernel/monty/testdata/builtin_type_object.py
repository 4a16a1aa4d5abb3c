# type() with one and three arguments; object(); type attributes.
print(type(1), type("s"), type([]), type(type), type(object), type(None), type(len), type(lambda: 0).__name__)
X = type("X", (), {"a": 1, "__repr__": lambda self: "X()"})
print(X, X(), X.a, X.__bases__, X.__module__ if False else "", type(X))
Y = type("Y", (X,), {})
print(Y.__mro__, issubclass(Y, X), Y().a)
for bad in [lambda: type("A", 1, {}), lambda: type("A", (), 1), lambda: type(1, (), {}), lambda: type("a", "b")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
o = object()
print(type(o).__name__, o == o, o != object(), isinstance(o, object), str(o).startswith("<object object at"))
try:
    o.x = 1
except AttributeError as e:
    print("AttributeError:", e)
print(type(1) is int, type(True) is bool, type(1) == int, type(int) is type)
print(int.__mro__, object.__mro__, type.__mro__, str.__bases__)
print(object.__doc__[:20], type.__name__, len.__name__, len.__qualname__, print.__module__)
