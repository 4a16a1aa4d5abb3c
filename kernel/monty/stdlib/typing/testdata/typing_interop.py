# typing objects with copy, __reduce__, dataclasses and functools.singledispatch;
# attribute access through aliases to their origin.
from typing import *
import typing, copy
T = TypeVar('T')
class P(NamedTuple):
    x: int
print(copy.copy(List[int]), copy.deepcopy(Dict[str, T]), copy.deepcopy(List[int]) == List[int])
def rebuilt(x):
    fn, args = x.__reduce__()
    return fn(*args)
print(rebuilt(Union[int, str]), rebuilt(Optional[int]), rebuilt(Callable[[int], str]), rebuilt(List[int]), rebuilt(Callable[..., int]))
print(T.__reduce__(), List.__reduce__(), Union.__reduce__(), copy.copy(T) is T, copy.copy(Literal[1]))
print(List[int].append is list.append, hasattr(List[int], '_fields'), Dict[str, int].fromkeys(['a']))
class G(Generic[T]):
    attr = 5
print(G[int].attr, G[int]._is_protocol, G[int].__module__)
import dataclasses
@dataclasses.dataclass
class D:
    a: ClassVar[int] = 1
    b: 'ClassVar[int]' = 2
    c: int = 3
    d: List[int] = dataclasses.field(default_factory=list)
print([f.name for f in dataclasses.fields(D)], D())
import functools
@functools.singledispatch
def fn(x): return 'base'
@fn.register
def _(x: int): return 'int'
@fn.register
def _(x: List[int] if False else list): return 'list'
@fn.register
def _(x: Union[str, bytes]): return 'strbytes'
print(fn(1), fn([]), fn('s'), fn(b''), fn(1.0))
