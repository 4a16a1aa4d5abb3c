# User generic classes, TypeVar bounds and constraints, Callable and ParamSpec reprs, type aliases.
from typing import TypeVar, Generic, Callable, ParamSpec, Concatenate, Iterator, Mapping, Any
K = TypeVar("K")
V = TypeVar("V", bound=int)
N = TypeVar("N", int, float)
P = ParamSpec("P")
class Registry(Generic[K, V]):
    def __init__(self) -> None:
        self.items: dict[K, V] = {}
    def add(self, k: K, v: V) -> "Registry[K, V]":
        self.items[k] = v
        return self
r = Registry[str, int]().add("a", 1)
print(r.items, Registry[str, int], Registry.__parameters__, V.__bound__, N.__constraints__, P, P.args)
Handler = Callable[[str, int], bool]
print(Handler, Callable[..., Any], Callable[Concatenate[int, P], int], Iterator[int], Mapping[str, list[int]])
def gen() -> Iterator[int]:
    yield 1
print(gen.__annotations__, type(gen()).__name__)
