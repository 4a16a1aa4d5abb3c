# User generic classes: __parameters__, __orig_bases__, subscription and
# substitution, __orig_class__, inheritance chains, errors.
from typing import Generic, TypeVar, List, Dict, Iterable, Mapping, Protocol, get_origin, get_args

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

T = TypeVar('T')
U = TypeVar('U')
V = TypeVar('V')

class Box(Generic[T]):
    def __init__(self, v=None):
        self.v = v

class Pair(Generic[T, U]):
    pass

class Named(Box[str]):
    pass

class Flip(Pair[U, T]):
    pass

class Partial(Pair[int, T]):
    pass

class Mixed(Box[T], Dict[str, U]):
    pass

class Explicit(Box[T], Pair[T, U], Generic[U, T]):
    pass

for cls in [Box, Pair, Named, Flip, Partial, Mixed, Explicit]:
    print(cls.__name__, cls.__parameters__, getattr(cls, '__orig_bases__', None), [c.__name__ for c in cls.__mro__])
print(Box[int], Pair[int, str], Flip[int, str], Partial[bytes], Mixed[int, float], Explicit[int, str])
print(Box[List[T]], Box[List[T]].__parameters__, Box[List[T]][int], Pair[T, T][int], Pair[T, List[U]][int, str])
print(get_origin(Box[int]), get_args(Pair[int, str]), Box[int] == Box[int], Box[int] == Box[str], Box[int] != Pair[int, int])
b = Box[int](5)
print(b.v, b.__orig_class__, type(b).__name__, isinstance(b, Box), attempt(lambda: isinstance(b, Box[int])))
print(attempt(lambda: Box[int, str]), attempt(lambda: Pair[int]), attempt(lambda: Named[int]), attempt(lambda: Partial[int, str]))
print(attempt(lambda: Generic[int]), attempt(lambda: Generic[T, T]), attempt(lambda: Generic[()]), type(Generic()).__name__)
print(attempt(lambda: Generic[T][int]), Generic[T], Generic[T, U].__parameters__)
try:
    class Plain(Generic):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class Missing(Box[T], Generic[U]):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class Twice(Generic[T], Generic[U]):
        pass
except TypeError as e:
    print('TypeError', e)

class Sized(Iterable[T]):
    def __iter__(self):
        return iter([1])

print(Sized.__parameters__, list(Sized()), [c.__name__ for c in Sized.__mro__][:3], Sized[int])

class M(Mapping[str, T]):
    def __getitem__(self, k):
        return 1
    def __len__(self):
        return 1
    def __iter__(self):
        return iter(['k'])

m = M()
print(dict(m), M.__parameters__, M[int], isinstance(m, Mapping))

class Child(Box):
    pass

print(Child.__parameters__, attempt(lambda: Child[int]), Box.__class_getitem__ is not None)
class Slotted(Generic[T]):
    __slots__ = ('x',)
s = Slotted[int]()
print(Slotted.__parameters__, Slotted[int])
