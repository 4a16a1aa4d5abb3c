# typing's runtime protocols: isinstance against runtime_checkable
# Protocols with methods, and a few typing.get_type_hints lookups.
from typing import Protocol, runtime_checkable, get_type_hints, Iterable


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


@runtime_checkable
class Sized2(Protocol):
    def __len__(self) -> int: ...
    def size(self) -> int: ...


class File:
    def close(self):
        pass


class Box:
    def __len__(self):
        return 1

    def size(self):
        return 1


class Plain:
    pass


def annotated(a: int, b: "list[str]" = None) -> Iterable[int]:
    return [a]


def bench():
    objs = [File(), Box(), Plain(), 3, "s", [1]] * 2000
    hits = 0
    for o in objs:
        if isinstance(o, Closable):
            hits += 1
        if isinstance(o, Sized2):
            hits += 2
    hints = 0
    for _ in range(300):
        hints += len(get_type_hints(annotated))
    return hits, hints
