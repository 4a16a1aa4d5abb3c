# Union and Optional: flattening, deduplication, ordering, equality and
# hashing, isinstance, interplay with X | Y, get_origin/get_args.
import typing
from typing import Union, Optional, List, get_origin, get_args


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


cases = [Union[int], Union[int, int], Union[int, str, int], Union[int, Union[str, float]],
         Union[int, None], Union[None, int], Union[int, None, str], Optional[Optional[int]],
         Optional[Union[int, str]], Union[int, 'Fwd'], Union[List[int], List[int], List[str]],
         Union[int | str, bytes], Optional[int | None], Union[type(None)], Union[int, str] | bytes,
         bytes | Union[int, str], Optional[int] | str]
for c in cases:
    print(repr(c), get_origin(c), get_args(c))
print(Union[int, str] == Union[str, int], Union[int, str] == (int | str), (int | str) == Union[int, str])
print(hash(Union[int, str]) == hash(Union[str, int]))
print(Optional[int] == Union[int, None], Optional[int] == Union[None, int], Union[int, str] == Union[int, float])
print(len({Union[int, str], Union[str, int], Optional[int]}))
print(isinstance(1, Union[int, str]), isinstance(1.0, Union[int, str]), isinstance(None, Optional[int]))
print(issubclass(bool, Union[int, str]), issubclass(float, Optional[int]))
print(attempt(lambda: isinstance([], Union[List[int], None])), attempt(lambda: isinstance(1, Union)))
print(attempt(lambda: Union[()]), attempt(lambda: Union[1]), attempt(lambda: Union[int, (1, 2)]))
print(attempt(lambda: Union[int, str]()), attempt(lambda: Optional()))
print(Union[int, str].__args__, Optional[str].__args__, Union[int, str].__parameters__)
T = typing.TypeVar('T')
u = Union[T, List[T], None]
print(u, u.__parameters__, u[int], u[str] == Union[str, List[str], None], Optional[T][bytes])
print(attempt(lambda: u[int, str]), Union[int, T][int], Union[T, int][str])
