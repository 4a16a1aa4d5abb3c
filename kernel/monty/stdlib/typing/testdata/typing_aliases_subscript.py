# Generic aliases of builtins and collections.abc: reprs, arity errors,
# substitution of type variables, equality, __origin__/__args__, __name__,
# instantiation, isinstance and issubclass on the unsubscripted aliases.
import typing
import collections
import collections.abc
from typing import *


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')
print(List[T][int], Dict[K, V][str, int], Dict[str, V][List[int]], Mapping[K, List[V]][str, bytes])
print(Tuple[T, ...][int], Tuple[T, K][int, str], Callable[[T], K][int, str], Callable[..., T][int])
print(Iterable[Tuple[K, V]][str, int], Sequence[T].__parameters__, Dict[K, List[V]].__parameters__)
for bad in [lambda: List[int, str], lambda: Dict[int], lambda: Dict[int, str, bytes], lambda: List[int][str],
            lambda: Tuple[int][str], lambda: Dict[K, V][int], lambda: Hashable[int], lambda: Sized[int],
            lambda: Generator[int], lambda: Coroutine[int, int]]:
    print(attempt(bad))
print(List[int] == List[int], List[int] == List[str], List[int] == list[int], Dict[str, int] == Dict[str, int])
print(hash(List[int]) == hash(List[int]), len({List[int], List[int], List[str]}))
print(List[int].__origin__, List[int].__args__, List.__name__ if hasattr(List, '__name__') else '', List[int].__name__)
print(Dict._name, Deque[int].__origin__, Iterable[int].__origin__, Type[int].__origin__, AbstractSet[int].__origin__)
print(attempt(lambda: List()), attempt(lambda: Dict()), attempt(lambda: Set()), attempt(lambda: Tuple()), attempt(lambda: Type()))
print(Deque([1, 2]), DefaultDict(list), OrderedDict(a=1), Counter('abca'), ChainMap({'a': 1}))
print(Deque[int]([3]), Counter[str]('zz'), attempt(lambda: List[int]()))
print(isinstance([], List), isinstance((), Tuple), isinstance({}, Dict), isinstance(set(), AbstractSet), isinstance(len, Callable))
print(issubclass(list, List), issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(int, Hashable), issubclass(list, Hashable))
print(issubclass(List, List) if False else '', attempt(lambda: issubclass(list, List[int])), attempt(lambda: isinstance([], Sequence[int])))
print(isinstance(collections.deque(), Deque), isinstance(iter([]), Iterator), isinstance([], Iterator), isinstance(b'', ByteString))
print(Pattern, Match, ContextManager, AsyncContextManager, Pattern[str], ContextManager[int])
print(Pattern.__origin__, ContextManager.__origin__, Match[bytes].__origin__)
print(Tuple[()], Tuple[()].__args__, Tuple[int, ...].__args__, Tuple[int, int, ...] if False else '', Tuple[int, str] == Tuple[int, str])
print(List[int] | None, None | List[int], List[int] | Dict[str, int])
print(Callable[[int], str] == Callable[[int], str], Callable[[int], str] == Callable[[str], str], Callable[..., int].__args__)
print(attempt(lambda: Callable[int]), Callable[(int, str), float], Callable[[...], int], attempt(lambda: Callable[[int], 3]))
print(List['int'], Dict['str', 'List[int]'], List[None], Dict[str, None])
print(dir(List[int]) == dir(List[int]), 'append' in dir(List[int]))
