# AttributeError messages for instances, classes, modules-like objects and builtins.
class A:
    pass
cases = [lambda: A().nope, lambda: A.nope, lambda: (1).nope, lambda: "s".nope,
         lambda: [].nope, lambda: None.nope, lambda: len.nope, lambda: type.nope,
         lambda: setattr(1, "x", 2), lambda: setattr("s", "upper", 2),
         lambda: setattr([], "append", 2), lambda: delattr(A(), "x"),
         lambda: object().__dict__, lambda: setattr(object(), "a", 1)]
for c in cases:
    try:
        c()
    except AttributeError as e:
        print("AttributeError:", e)
print(getattr(A(), "nope", "default"), hasattr(A, "nope"))
try:
    getattr(A(), 5)
except TypeError as e:
    print("TypeError:", e)
class Suggest:
    value = 1
try:
    Suggest().valeu
except AttributeError as e:
    print("AttributeError:", e)
