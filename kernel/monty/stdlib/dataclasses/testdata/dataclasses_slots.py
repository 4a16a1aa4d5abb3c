from dataclasses import dataclass, field
@dataclass(slots=True)
class S:
    a: int
    b: int = 2
s = S(1)
print(s, S.__slots__, hasattr(s, '__dict__'))
try:
    s.c = 3
except AttributeError as e:
    print('AttributeError')
@dataclass(slots=True, frozen=True)
class FS:
    a: int
fs = FS(1)
print(fs, FS.__getstate__(fs) if hasattr(FS, '__getstate__') else None)
try:
    @dataclass(slots=True)
    class Has:
        __slots__ = ('a',)
        a: int
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(weakref_slot=True)
    class W:
        a: int
except TypeError as e:
    print('TypeError', e)
@dataclass(slots=True, weakref_slot=True)
class WS:
    a: int
print(WS.__slots__)
@dataclass(slots=True)
class Child(S):
    c: int = 3
print(Child(1), Child.__slots__)
