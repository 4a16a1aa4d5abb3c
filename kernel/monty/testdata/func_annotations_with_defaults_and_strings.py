# __annotations__ ordering and string annotations; from __future__ annotations not used.
def f(a: "int", b: list = [], *c: "tuple", d: int = 1, **e: "dict") -> "str":
    return ""
print(list(f.__annotations__), f.__annotations__["a"], f.__annotations__["return"])
print(f.__defaults__, f.__kwdefaults__)
def g(): pass
print(g.__annotations__, g.__defaults__, g.__kwdefaults__)
g.__annotations__["x"] = int
print(g.__annotations__)
