from __future__ import annotations

import typing


def f(a: int, b: list[int] = [], *args: tuple[int, ...], c: "str" = "x", **kw: dict[str, int | None]) -> typing.Callable[[int], str]:
    return str(a)


print(f.__annotations__)


def g(x: undefined_name, y: Also.Undefined[1, 2]) -> NotDefinedEither:
    return x


print(g.__annotations__)
print(g(1, 2))


def h(p, /, q: int, *, r: float = 1.0):
    pass


print(h.__annotations__)
print((lambda x: x).__annotations__)


def outer():
    def inner(v: Local) -> Result:
        pass
    return inner


print(outer().__annotations__)


async def co(a: Awaitable[int]) -> None:
    pass


print(co.__annotations__)
