# Literal, Annotated and Callable: reprs, flattening, equality, hashing,
# get_origin/get_args, errors, instantiation through Annotated.
from typing import Literal, Annotated, Callable, ParamSpec, Concatenate, TypeVar, List, get_origin, get_args
import collections.abc

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(Literal[1], Literal[1, 2, 1], Literal['a', b'a', None, True, 1], Literal[Literal[1, 2], Literal[3]])
print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Literal[0] == Literal[False], Literal[1] == 1)
print(hash(Literal[1, 2]) == hash(Literal[2, 1]), len({Literal[1], Literal[1], Literal[2]}))
print(get_origin(Literal[1]), get_args(Literal[1, 'x']), Literal[1].__args__, attempt(lambda: Literal[1]()))
print(attempt(lambda: isinstance(1, Literal[1])), Literal[1] | None, Literal[1] | Literal[2])
A = Annotated[int, 'units', {'k': 1}]
print(A, A.__origin__, A.__metadata__, get_origin(A), get_args(A), A(5), attempt(lambda: A('x')))
print(Annotated[Annotated[int, 1], 2], Annotated[List[int], 'x'], Annotated[int, 1] == Annotated[int, 1], Annotated[int, 1] == Annotated[int, 2])
print(attempt(lambda: Annotated[int]), attempt(lambda: Annotated()), attempt(lambda: Annotated[()]))
T = TypeVar('T')
print(Annotated[List[T], 'm'][int], Annotated[T, 'x'].__parameters__)
class Base(Annotated[list, 'meta']):
    pass
print(Base.__mro__[1], Base([1]))
print(Callable[[int, str], float], Callable[[], None], Callable[..., int], Callable[[int], Callable[[str], bytes]])
P = ParamSpec('P')
c = Callable[P, int]
print(c, c.__args__, c.__parameters__, c[[int, str]], c[...], get_args(c[[int]]))
cc = Callable[Concatenate[int, P], str]
print(cc, get_args(cc), cc.__parameters__, cc[[bytes]])
for x in [Callable[[int], str], Callable[[], int], Callable[..., int], collections.abc.Callable[[int], str],
          collections.abc.Callable[..., str]]:
    print(get_origin(x), get_args(x))
print(isinstance(len, Callable), issubclass(type(len), Callable), attempt(lambda: isinstance(len, Callable[[int], int])))
print(Callable[[T], List[T]][str], Callable[[int], T][T] if False else '', Callable[[int], str] == Callable[[int], str])
