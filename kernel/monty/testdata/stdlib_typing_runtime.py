# typing at runtime: generic aliases subscript, reprs, get_type_hints, cast, TYPE_CHECKING, overload.
from typing import (List, Dict, Optional, Union, Tuple, Callable, Any, TypeVar, Generic, Literal, Final,
                    ClassVar, cast, get_type_hints, get_origin, get_args, TYPE_CHECKING, overload, Iterable, Sequence)
print(List[int], Dict[str, List[int]], Optional[int], Union[int, str], Tuple[int, ...], Callable[[int], str], Literal["a", 1])
print(get_origin(List[int]), get_args(Dict[str, int]), get_args(Optional[int]), get_origin(Union[int, str]) is Union, Optional[int] == Union[int, None])
def f(x: int, y: "Optional[str]" = None) -> List[int]:
    return [x]
print(get_type_hints(f), cast(int, "not really"), TYPE_CHECKING)
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T): self.item = item
print(Box[int], Box(3).item, T, Box.__parameters__)
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x):
    return x * 2
print(g(2), g("a"))
class C:
    limit: ClassVar[int] = 3
    name: Final = "c"
print(get_type_hints(C), isinstance([], Iterable), Sequence[int])
