from __future__ import annotations

import dataclasses
import typing


@dataclasses.dataclass
class Point:
    x: int
    y: int = 0
    tags: list[str] = dataclasses.field(default_factory=list)


p = Point(1)
print(p, Point.__annotations__)
print([(f.name, f.type) for f in dataclasses.fields(Point)])


def area(w: int, h: float = 1.0) -> float:
    return w * h


print(typing.get_type_hints(area))
print(typing.get_type_hints(Point))


class Tree:
    left: typing.Optional[Tree]
    right: Tree | None


print(typing.get_type_hints(Tree, localns={"Tree": Tree}))


class NT(typing.NamedTuple):
    a: int
    b: str = "b"


print(NT(1), NT.__annotations__)
