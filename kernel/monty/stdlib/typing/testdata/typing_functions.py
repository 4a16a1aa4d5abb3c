# The small functions and decorators: cast, assert_type, assert_never,
# overload/get_overloads/clear_overloads, final, no_type_check,
# dataclass_transform, NewType, TYPE_CHECKING, Text, reveal_type.
import sys
import io
from typing import (cast, assert_type, assert_never, overload, get_overloads, clear_overloads, final, no_type_check,
                    no_type_check_decorator, dataclass_transform, NewType, TYPE_CHECKING, Text, reveal_type,
                    get_type_hints, List)

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(cast(int, 'a'), cast('str', 1), cast(List[int], None), assert_type([1], List[int]))
print(attempt(lambda: assert_never(3)), attempt(lambda: assert_never('x' * 200)))
print(TYPE_CHECKING, Text is str)

@overload
def area(x: int) -> int: ...
@overload
def area(x: float) -> float: ...
def area(x):
    return x * x

print(area(3), len(get_overloads(area)), [o.__name__ for o in get_overloads(area)], get_overloads(print))
print(attempt(lambda: overload(lambda: 0)()))

class K:
    @overload
    def m(self, a: int) -> int: ...
    @overload
    def m(self, a: str) -> str: ...
    def m(self, a):
        return a

print(K().m(2), len(get_overloads(K.m)))
clear_overloads()
print(get_overloads(area), get_overloads(K.m))

@final
class Sealed:
    @final
    def method(self):
        return 1

print(Sealed.__final__, Sealed.method.__final__, final(3), final(len) is len)

@no_type_check
def untyped(a: 'nonsense') -> 'more':
    return a

@no_type_check
class UC:
    def m(self, x: 'bad'):
        pass
    class Inner:
        def n(self, y: 'worse'):
            pass

print(untyped(1), untyped.__no_type_check__, get_type_hints(untyped), UC.__no_type_check__, UC.m.__no_type_check__)
print(get_type_hints(UC.m), UC.Inner.n.__no_type_check__)
def plain_deco(fn):
    return fn
ntd = no_type_check_decorator(plain_deco)
@ntd
def decorated(x: 'zzz'):
    pass
print(ntd.__name__, decorated.__no_type_check__, get_type_hints(decorated))

@dataclass_transform(kw_only_default=True, field_specifiers=(int,))
def make(cls):
    return cls

print(sorted(make.__dataclass_transform__.items()))
@dataclass_transform()
class Base:
    pass
print(Base.__dataclass_transform__['eq_default'], Base.__dataclass_transform__['kwargs'])
UserId = NewType('UserId', int)
Nested = NewType('mod.Nested', UserId)
print(UserId(3), UserId, UserId.__name__, UserId.__qualname__, UserId.__supertype__, UserId.__module__)
print(Nested, Nested.__name__, Nested.__supertype__, UserId | None, None | UserId)
try:
    class Sub(UserId):
        pass
except TypeError as e:
    print('TypeError', e)
old = sys.stderr
sys.stderr = io.StringIO()
try:
    r = reveal_type([1])
    text = sys.stderr.getvalue()
finally:
    sys.stderr = old
print(r, repr(text))
