# Code objects of functions that have not run yet: their constants, nested
# code objects and names read the same before and after the first call, and
# the first call of each kind (plain, inline, generator, class body, __init__,
# exec of a code object) runs its body.


def outer(x, y=2):
    """outer's doc"""
    label = "sum"

    def inner(z):
        return (label, x + y + z)

    return inner


code = outer.__code__
consts_before = code.co_consts
print(code.co_name, code.co_argcount, code.co_varnames, code.co_names)
print(sum(type(c).__name__ == "code" for c in consts_before))
nested = [c for c in consts_before if type(c).__name__ == "code"]
print([c.co_name for c in nested], [c.co_qualname for c in nested])
print(nested[0].co_consts, nested[0].co_freevars, nested[0].co_varnames)
print(outer.__doc__, "sum" in code.co_consts, code.co_consts == consts_before)
print(all(a is b for a, b in zip(code.co_consts, consts_before)))
print(outer(1)(3), outer(1, 10)(0))
print(code.co_consts == consts_before)


def gen(n):
    for i in range(n):
        yield i * i


g = gen(4)
print(gen.__code__.co_flags & 0x20 != 0, list(g))


class Point:
    kind = "point"

    def __init__(self, x, y):
        self.x, self.y = x, y

    def norm1(self):
        return abs(self.x) + abs(self.y)

    @property
    def swapped(self):
        return Point(self.y, self.x)


p = Point(3, -4)
print(p.norm1(), p.swapped.x, Point.kind)


ns = {}
exec(compile("def made(a):\n    return [a * i for i in range(3)]\n", "<made>", "exec"), ns)
print(ns["made"](2))
body = ns["made"].__code__
print([c.co_name for c in body.co_consts if type(c).__name__ == "code"])


def count_down(n):
    return n if n <= 0 else count_down(n - 1)


print(count_down(50))


def never_called():
    return undefined_name  # noqa: F821


print(never_called.__code__.co_names, "undefined_name" in never_called.__code__.co_names)
try:
    never_called()
except NameError as e:
    print("NameError:", e)
