# ParamSpec and TypeVarTuple generics, generic TypedDict and NamedTuple,
# Literal of enums, Self, Unpack, and other corners of subscription.
from typing import *
import typing, enum
def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)
T = TypeVar('T'); P = ParamSpec('P'); Ts = TypeVarTuple('Ts')
print(attempt(lambda: Callable[P, T][[int, str], bool]), attempt(lambda: Callable[P, T][..., bool]))
print(attempt(lambda: Callable[Concatenate[int, P], T][[str], bytes]))
class GP(Generic[P]): pass
print(attempt(lambda: GP[[int, str]]), attempt(lambda: GP[int, str]), attempt(lambda: GP[...]), GP.__parameters__)
class GT(Generic[T, P]): pass
print(attempt(lambda: GT[int, [str]]), attempt(lambda: GT[int, ...]))
class TD(TypedDict, Generic[T]):
    x: T
print(attempt(lambda: TD[int]), TD.__parameters__ if hasattr(TD, '__parameters__') else '-', TD.__annotations__)
class NT(NamedTuple, Generic[T]):
    x: T
print(attempt(lambda: NT[int]), NT(1), attempt(lambda: NT[int](2)))
class Color(enum.Enum):
    R = 1
print(Literal[Color.R], get_args(Literal[Color.R, 1]))
class S:
    def m(self) -> Self: return self
print(get_type_hints(S.m), Self, attempt(lambda: Self[int]))
print(attempt(lambda: Generic[Unpack[Ts]]), attempt(lambda: Tuple[Unpack[Ts]]), attempt(lambda: Tuple[int, Unpack[Ts]]))
print(get_origin(P.args), get_origin(P.kwargs), get_args(Callable[P, int]), get_args(Concatenate[int, P]))
print(typing.Optional[Literal[1]], Union[Literal[1], Literal[2]], Literal[1] | Literal[2] | None)
print(List[int] == typing.List[int], isinstance(List[int], type), type(List[int]).__name__ != '', callable(List[int]))
class Tree(Generic[T]):
    def __init__(self, children: 'List[Tree[T]]'): pass
print(get_type_hints(Tree.__init__))
print(attempt(lambda: get_type_hints(Tree.__init__, include_extras=True)))
print(Annotated[int, 1] | None, Optional[Annotated[int, 1]], get_type_hints(type('X', (), {'__annotations__': {'a': Annotated[int, 'm']}}), include_extras=True))
print(attempt(lambda: issubclass(int, Iterable)), attempt(lambda: issubclass(list, Iterable)), attempt(lambda: isinstance([], Iterable[int])))
print(Sequence[int].__origin__.__module__, Type[int] == Type[int], Type[Any], FrozenSet[T][int])
print(ClassVar[List[int]].__args__, Final[int].__origin__, attempt(lambda: ClassVar[int][str]))
print(reveal_type.__name__, assert_type.__doc__ is not None, repr(cast).startswith('<function cast'))
class Proto(Protocol):
    x: int
    def meth(self) -> int: ...
print(attempt(lambda: Proto.meth.__name__), Proto.__protocol_attrs__ if hasattr(Proto, '__protocol_attrs__') else '-')
print(attempt(lambda: TypeVar('T', bound=int, covariant=True)), TypeVar('Q', covariant=True).__covariant__)
