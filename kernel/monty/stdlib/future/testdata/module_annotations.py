from __future__ import annotations

x: int = 1
y: SomethingUndefined
z: list[Callable[..., Awaitable[None]]] = [1]
print(__annotations__)
print(x, z, "y" in globals())


class Obj:
    pass


o = Obj()
o.attr: NotEvaluated = 5
d = {}
d["k"]: AlsoNotEvaluated = 6
print(o.attr, d)
print(__annotations__)
