# Or-patterns must bind the same names; bindings come from whichever alternative matched.
def g(v):
    match v:
        case (x, 0) | (0, x):
            return f"on an axis at {x}"
        case [x, y] | {"x": x, "y": y}:
            return f"point {x},{y}"
        case str(x) | bytes(x):
            return f"text {x!r}"
    return "nothing"
for v in [(5, 0), (0, 7), [1, 2], {"x": 3, "y": 4}, "s", b"b", 3.0]:
    print(g(v))
