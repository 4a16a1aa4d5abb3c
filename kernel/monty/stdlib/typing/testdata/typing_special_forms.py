# Special forms: reprs, subscription errors, isinstance refusals,
# instantiation refusals, the | operator, pickling names.
from typing import (Any, NoReturn, Never, Self, LiteralString, TypeAlias, ClassVar, Final,
                    Union, Optional, Literal, Concatenate, TypeGuard, Required, NotRequired,
                    Unpack, ParamSpec, TypeVarTuple, List)


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


forms = [Any, NoReturn, Never, Self, LiteralString, TypeAlias, ClassVar, Final, Union, Optional,
         Literal, Concatenate, TypeGuard, Required, NotRequired, Unpack]
for f in forms:
    print(repr(f), attempt(lambda: f()), attempt(lambda: isinstance(1, f)), attempt(lambda: issubclass(int, f)))
for f in [NoReturn, Never, Self, LiteralString, TypeAlias]:
    print(attempt(lambda: f[int]))
print(attempt(lambda: Any[int]), attempt(lambda: ClassVar[int, str]), attempt(lambda: Final[ClassVar[int]]))
print(attempt(lambda: List[ClassVar[int]]), attempt(lambda: List[Union]), attempt(lambda: List[Generic]) if False else '')
print(ClassVar[int], Final[List[int]], TypeGuard[int], Required[int], NotRequired[str])
print(ClassVar[int] == ClassVar[int], ClassVar[int] == Final[int], hash(ClassVar[int]) == hash(ClassVar[int]))
P = ParamSpec('P')
Ts = TypeVarTuple('Ts')
print(Concatenate[int, P], attempt(lambda: Concatenate[int]), attempt(lambda: Concatenate[()]), Concatenate[int, ...])
print(Unpack[Ts], Unpack[int], list(Ts), attempt(lambda: Optional[int, str]), Optional[None], Union[None])
print(Any | int, int | Any, NoReturn | None, attempt(lambda: ClassVar[int] | None))
print(attempt(lambda: type('X', (Union,), {})), attempt(lambda: type('X', (ClassVar,), {})))
try:
    class Bad(Optional[int]):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class Bad2(Union):
        pass
except TypeError as e:
    print('TypeError', e)


class SubAny(Any):
    pass


print(type(SubAny()).__name__, isinstance(SubAny(), SubAny), repr(SubAny).startswith("<class '__main__.SubAny"))
print(Union.__name__ if hasattr(Union, '__name__') else '-', Optional[int].__name__ if hasattr(Optional[int], '__name__') else '-')
print(Literal.__reduce__(), Union.__reduce__(), Union.__doc__ is not None)
