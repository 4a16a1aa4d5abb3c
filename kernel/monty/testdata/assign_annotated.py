# Annotated assignments: module and class annotations are recorded in order;
# a bare annotation declares without binding.
x: int = 1
y: "list[str]"
z: float = 2.5
print(__annotations__)
try:
    print(y)
except NameError as e:
    print("NameError:", e)

class Point:
    x: int
    y: int = 0
    label: str = "p"
print(Point.__annotations__)
print(hasattr(Point, "x"), Point.y)

def f():
    a: int = 3
    b: str
    return a
print(f(), f.__annotations__)

def g(a: int, b: "str" = "s", *args: float, c: bool = True, **kw: dict) -> None:
    pass
print(g.__annotations__)

# annotation expressions are evaluated at module level
def ann():
    print("evaluated")
    return int
w: ann() = 5
print(w)
# annotated targets can be attributes and subscripts (not recorded)
class O: pass
o = O()
o.attr: int = 9
d = {}
d["k"]: str = "v"
print(o.attr, d)
print(sorted(__annotations__))
