# typing.NamedTuple, TypedDict, Protocol with runtime_checkable, NewType.
from typing import NamedTuple, TypedDict, Protocol, runtime_checkable, NewType
class Emp(NamedTuple):
    name: str
    id: int = 0
e = Emp("ann", 3)
print(e, e._fields, e._field_defaults, Emp("bob"), e._replace(id=9), Emp.__annotations__)
class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, Movie.__annotations__, type(m).__name__, Movie.__total__)
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class File:
    def close(self): pass
print(isinstance(File(), Closer), isinstance(1, Closer))
UserId = NewType("UserId", int)
print(UserId(5), type(UserId(5)).__name__, UserId.__name__)
