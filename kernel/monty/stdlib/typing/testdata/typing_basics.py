import typing
from typing import *
import collections.abc

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(sorted(typing.__all__))
missing = [n for n in typing.__all__ if not hasattr(typing, n)]
print(missing)
T = TypeVar('T')
U = TypeVar('U', bound=int)
S = TypeVar('S', str, bytes)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
print(T, U, S, Co, Contra, T.__name__, U.__bound__, S.__constraints__, Co.__covariant__, T.__module__)
print(attempt(lambda: TypeVar('X', int)), attempt(lambda: TypeVar('X', covariant=True, contravariant=True)))
aliases = [List[int], Dict[str, int], Set[bytes], FrozenSet[int], Tuple[int, str], Tuple[int, ...], Tuple[()],
           Optional[int], Union[int, str], Union[int, None, str], Callable[[int, str], float], Callable[..., int],
           Callable[[], None], Literal[1, 'a', True], Annotated[int, 'meta', 2], Type[int], ClassVar[int],
           Final[str], Iterable[T], Mapping[str, List[T]], Sequence[int], Deque[int], DefaultDict[str, int],
           OrderedDict[str, int], Counter[str], ChainMap[str, int], Generator[int, None, str], Awaitable[int],
           Coroutine[int, int, int], AsyncIterator[str], Iterator[int], AbstractSet[int], MutableMapping[str, int],
           Optional[List[Dict[str, Any]]], Union[int, List['Foo']], List[list[int]], Dict[str, int | None]]
for a in aliases:
    print(repr(a), '|', get_origin(a), '|', get_args(a))
plain = [Any, NoReturn, Never, Self, LiteralString, TypeAlias, List, Dict, Callable, Tuple, Optional, Union,
         Generic, Protocol, ClassVar, Final, Literal, Iterable, AbstractSet, Type, Text, AnyStr, Hashable, Sized]
for p in plain:
    print(repr(p), get_origin(p), get_args(p))
print(Union[int], Union[int, int], Union[int, Union[str, float]], Optional[Optional[int]], Union[int, str] == Union[str, int])
print(Optional[int] == Union[int, None], List[int] == List[int], List[int] == list[int], hash(List[int]) == hash(List[int]))
print(Literal[1, 2, 1], Literal[1] == Literal[1], Literal[1, 2] == Literal[2, 1], Literal[Literal[1, 2], 3])
print(Annotated[Annotated[int, 'a'], 'b'], Annotated[int, 'x'].__metadata__, Annotated[int, 'x'].__origin__)
print(int | str, List[int] | None, Optional[int] | str, T | int, get_args(int | str), get_origin(int | str))
print(attempt(lambda: Union[()]), attempt(lambda: Optional[int, str]), attempt(lambda: List[int, str]))
print(attempt(lambda: Dict[int]), attempt(lambda: Callable[int, str]), attempt(lambda: Annotated[int]))
print(attempt(lambda: isinstance(1, List[int])), attempt(lambda: isinstance(1, Any)), attempt(lambda: isinstance(1, Union)))
print(isinstance([], List), issubclass(list, Sequence), isinstance({}, Mapping), isinstance(1, Union[int, str]), isinstance(1, Optional[str]))
print(attempt(lambda: List()), Deque(), DefaultDict(int), attempt(lambda: Any()), attempt(lambda: Union()))
print(Dict[str, T][int], Mapping[T, List[U]][str, bool], Callable[[T], T][int], Tuple[T, ...][str])
print(attempt(lambda: List[int][str]), attempt(lambda: Dict[str, T][int, str]))
print(List[int].__origin__, List[int].__args__, List[T].__parameters__, Dict[T, U].__parameters__, Callable[[T], U].__parameters__)

class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
class Pair(Generic[T, U]):
    pass
class IntBox(Box[int]):
    pass
print(Box[int], Box[str].__args__, Box.__parameters__, Pair[str, int], Pair.__parameters__, IntBox.__parameters__)
print(Box[int](3).item, Box[int](3).__orig_class__, Box(5).get(), IntBox.__orig_bases__, Box.__mro__)
print(attempt(lambda: Box[int, str]), attempt(lambda: Generic[int]), attempt(lambda: Generic[T, T]))
class Sub(Pair[str, T]):
    pass
print(Sub.__parameters__, Sub[int], get_origin(Sub[int]), get_args(Sub[int]))
class MyList(List[int]):
    pass
print(MyList.__mro__, MyList([1, 2]))
print(attempt(lambda: type('Bad', (Generic[T], Generic[U]), {})))

@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
class HasSize(Protocol):
    size: int
class File:
    def close(self):
        pass
print(isinstance(File(), Closer), isinstance(1, Closer), issubclass(File, Closer), attempt(lambda: isinstance(File(), HasSize)))
print(attempt(lambda: Closer()), isinstance(3, SupportsInt), isinstance('x', SupportsInt), isinstance(2.0, SupportsFloat), issubclass(int, SupportsIndex))
@runtime_checkable
class Named(Protocol):
    name: str
class N:
    name = 'n'
print(isinstance(N(), Named), attempt(lambda: issubclass(N, Named)))
class Impl(Closer):
    pass
print(Impl().close(), isinstance(Impl(), Closer))

class Point2D(TypedDict):
    x: int
    y: int
class Point3D(Point2D, total=False):
    z: int
p = Point3D(x=1, y=2)
print(p, type(p).__name__, Point3D.__required_keys__ == {'x', 'y'}, Point3D.__optional_keys__, Point3D.__total__, Point2D.__total__)
print(Point3D.__annotations__, is_typeddict(Point3D), is_typeddict(dict), attempt(lambda: isinstance({}, Point2D)))
Movie = TypedDict('Movie', {'name': str, 'year': int}, total=False)
print(Movie(name='x'), Movie.__annotations__, Movie.__total__, Movie.__optional_keys__ == {'name', 'year'})
class Opt(TypedDict):
    a: Required[int]
    b: NotRequired[str]
print(Opt.__required_keys__, Opt.__optional_keys__)

class Employee(NamedTuple):
    name: str
    id: int = 3
    def describe(self) -> str:
        return f'{self.name}#{self.id}'
e = Employee('ann')
print(e, e.describe(), Employee._fields, Employee.__annotations__, Employee._field_defaults, isinstance(e, tuple))
E2 = NamedTuple('E2', [('a', int), ('b', str)])
print(E2(1, 'x'), E2.__annotations__, E2._fields)
print(attempt(lambda: NamedTuple('E3', [('a', int)], b=str)))

UserId = NewType('UserId', int)
print(UserId(5), UserId, UserId.__supertype__, UserId.__name__, type(UserId(5)).__name__)
print(attempt(lambda: type('X', (UserId,), {})))
print(cast(int, 'x'), cast('List[int]', [1]), assert_type(3, int), TYPE_CHECKING, Text is str)
print(attempt(lambda: assert_never(1)))

@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
print(f(3), len(get_overloads(f)), attempt(lambda: get_overloads(f)[0](1)))
clear_overloads()
print(get_overloads(f))
@final
class Fin:
    @final
    def m(self):
        pass
print(Fin.__final__, Fin.m.__final__)

class Node:
    value: int
    next: 'Optional[Node]'
    tags: List['str']
    label: Annotated[str, 'meta']
def g(a: 'int', b: List['Node'] = None, *args: str, c: Optional[int] = None, **kw: 'float') -> 'bool':
    pass
print(get_type_hints(Node))
print(get_type_hints(Node, include_extras=True)['label'])
print(get_type_hints(g))
print(get_type_hints(Employee), get_type_hints(Point3D))
def nohints(x):
    pass
print(get_type_hints(nohints), get_type_hints(lambda: 0))
@no_type_check
def ntc(a: 'undefined') -> 'nope':
    pass
print(get_type_hints(ntc))
print(ForwardRef('X'), List['X'], ForwardRef('X') == ForwardRef('X'), attempt(lambda: ForwardRef(1)))
P = ParamSpec('P')
print(P, P.args, P.kwargs, Callable[P, int], Callable[Concatenate[int, P], int], get_args(Callable[P, int]))
Ts = TypeVarTuple('Ts')
print(Ts, Unpack[Ts])
print(get_origin(ClassVar[int]), get_args(Final[int]), get_origin(Literal[1]), get_origin(Generic), get_origin(Box[int]))
print(Callable[[int], str].__args__, get_args(Callable[[], int]), get_args(Callable[..., int]), get_args(collections.abc.Callable[[int], str]))
print(List[int].__name__ if hasattr(List[int], '__name__') else 'noname', Dict._name if hasattr(Dict, '_name') else '')
print(repr(Union[int, str] | float), repr(str | Union[int, float]), type(int | str).__name__)
