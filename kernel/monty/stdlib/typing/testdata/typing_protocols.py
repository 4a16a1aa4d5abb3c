# Protocol and runtime_checkable: structural isinstance/issubclass,
# data members, explicit subclasses, registration, errors, Supports*.
from typing import (Protocol, runtime_checkable, SupportsInt, SupportsFloat, SupportsIndex, SupportsAbs,
                    SupportsRound, SupportsBytes, SupportsComplex, Iterable, TypeVar, Generic, Sized)
import typing

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

@runtime_checkable
class Closable(Protocol):
    def close(self): ...

@runtime_checkable
class HasName(Protocol):
    name: str

class Quiet(Protocol):
    def run(self): ...

class F:
    def close(self):
        pass

class G:
    name = 'g'
    close = None

class H:
    def __init__(self):
        self.name = 'h'

for obj in [F(), G(), H(), 1, 'x', None]:
    print(type(obj).__name__, isinstance(obj, Closable), isinstance(obj, HasName))
print(issubclass(F, Closable), issubclass(G, Closable), issubclass(int, Closable))
print(attempt(lambda: issubclass(H, HasName)), attempt(lambda: isinstance(F(), Quiet)), attempt(lambda: issubclass(F, Quiet)))
print(attempt(lambda: issubclass(1, Closable)), attempt(lambda: Closable()), attempt(lambda: Quiet()))

class Impl(Closable):
    def __init__(self, x=0):
        self.x = x

print(Impl(3).x, isinstance(Impl(), Closable), Impl._is_protocol, Closable._is_protocol, Impl.__mro__[1].__name__)

class Ext(Closable, Protocol):
    def open(self): ...

print(Ext._is_protocol, attempt(lambda: isinstance(F(), Ext)))
Ext2 = runtime_checkable(Ext)
class Both:
    def open(self): pass
    def close(self): pass
print(isinstance(Both(), Ext), isinstance(F(), Ext), issubclass(Both, Ext))
print(attempt(lambda: runtime_checkable(F)), attempt(lambda: runtime_checkable(int)))
try:
    class BadProto(F, Protocol):
        pass
except TypeError as e:
    print('TypeError', e)

class Registered:
    pass
Closable.register(Registered)
print(isinstance(Registered(), Closable), issubclass(Registered, Closable))

for proto, vals in [(SupportsInt, [1, 1.5, '1', b'1']), (SupportsFloat, [1, 1.5, 'x']), (SupportsIndex, [1, 1.5, True]),
                    (SupportsAbs, [-1, 'x', 2j]), (SupportsRound, [1.5, 'x']), (SupportsBytes, [b'', 1]),
                    (SupportsComplex, [1j, 1])]:
    print(proto.__name__, repr(proto), [isinstance(v, proto) for v in vals])
print(SupportsAbs[int], SupportsRound.__parameters__, issubclass(int, SupportsInt), issubclass(str, SupportsInt))
T = TypeVar('T')
@runtime_checkable
class Box(Protocol[T]):
    def get(self) -> T: ...
class B:
    def get(self):
        return 1
print(Box.__parameters__, Box[int], isinstance(B(), Box), attempt(lambda: isinstance(B(), Box[int])))
print(isinstance([], Iterable), isinstance([], Sized), typing.Protocol.__name__)
