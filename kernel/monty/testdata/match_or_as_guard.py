# Or-patterns, as-patterns, guards, and value patterns (dotted names).
class Color:
    RED = "red"
    GREEN = "green"
def f(x):
    match x:
        case [1, 2] | [3, 4] as pair:
            return f"pair {pair}"
        case (int() | float()) as num if num < 0:
            return f"negative {num}"
        case Color.RED | Color.GREEN as c:
            return f"color {c}"
        case {"k": (1 | 2) as inner}:
            return f"inner {inner}"
        case [*_, ("x" | "y") as last]:
            return f"ends with {last}"
        case str() as s if s.isdigit():
            return f"digits {s}"
        case _:
            return "nothing"
for v in [[1, 2], [3, 4], -2, -0.5, 5, "red", "green", {"k": 2}, {"k": 3}, [0, 0, "y"], "123", "abc"]:
    print(repr(v), "->", f(v))
# a guard is evaluated only if the pattern matches, and can have side effects
calls = []
def guard(v):
    calls.append(v)
    return v > 1
for v in [0, 1, 2, "s"]:
    match v:
        case int(n) if guard(n):
            print("guarded", n)
        case _:
            pass
print(calls)
