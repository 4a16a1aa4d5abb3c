import dataclasses
from dataclasses import (dataclass, field, fields, asdict, astuple, replace, is_dataclass,
                         make_dataclass, InitVar, KW_ONLY, FrozenInstanceError, MISSING, Field)
from typing import ClassVar, List, Optional

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(dataclasses.__all__)

@dataclass
class Point:
    x: int
    y: int = 0

p = Point(1, 2)
print(p, Point(5), Point(x=3, y=4), p == Point(1, 2), p != Point(1, 3), p == (1, 2))
print(Point.__doc__, Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__match_args__)
print(Point.__init__.__annotations__, Point.__hash__, Point.y, hasattr(Point, 'x'))
print(attempt(lambda: Point()), attempt(lambda: Point(1, 2, 3)), attempt(lambda: Point(1, z=2)))
print(attempt(lambda: p < Point(2, 0)))
print([(f.name, f.type, f.default is MISSING, f.init, f.repr, f.compare, f.hash, f.kw_only) for f in fields(Point)])
print(fields(p) == fields(Point), is_dataclass(Point), is_dataclass(p), is_dataclass(3), is_dataclass(int))
print(attempt(lambda: fields(3)), repr(Point.__dataclass_params__))

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default='', compare=False)

v1, v2 = Version(1, 2), Version(1, 10, 'beta')
print(v1 < v2, v1 >= v2, sorted([v2, v1, Version(0, 9)]), v1 == Version(1, 2, 'x'), hash(v1) == hash(Version(1, 2, 'zzz')))
print(attempt(lambda: setattr(v1, 'major', 3)), attempt(lambda: delattr(v1, 'minor')), isinstance(FrozenInstanceError(), AttributeError))
print(attempt(lambda: v1 < 3), {v1: 'one'}[Version(1, 2)])

@dataclass
class Inventory:
    name: str
    tags: List[str] = field(default_factory=list)
    counts: dict = field(default_factory=dict, repr=False)
    total: int = field(init=False, default=0)
    secret: str = field(default='s', repr=False)
    shared: ClassVar[int] = 10

    def __post_init__(self):
        self.total = len(self.tags)

i1 = Inventory('a', ['x', 'y'])
i2 = Inventory('b')
i2.tags.append('z')
print(i1, i2, Inventory('c').tags, Inventory.shared, [f.name for f in fields(Inventory)])
print(Inventory.__doc__, Inventory.__match_args__)
print(attempt(lambda: Inventory('x', total=3)))

@dataclass
class WithInit:
    a: int
    scale: InitVar[int] = 2
    doubled: int = field(init=False)
    def __post_init__(self, scale):
        self.doubled = self.a * scale
w = WithInit(3)
print(w, WithInit(3, 5), [f.name for f in fields(WithInit)], WithInit.__doc__)
print(repr(InitVar[int]), repr(InitVar[List[int]]), repr(InitVar[list[int]]))

@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int
print(Opts(level=2), attempt(lambda: Opts(1)), Opts.__match_args__, Opts.__doc__)

@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int
    d: int = field(default=4, kw_only=False)
print(Mixed(1, 2, c=3), Mixed.__match_args__, Mixed.__doc__, attempt(lambda: Mixed(1, 2, 3)))

@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), NoEq.__hash__ is object.__hash__)

@dataclass(unsafe_hash=True)
class Hashy:
    a: int
    b: list = field(default=None, hash=False)
print(hash(Hashy(1)) == hash(Hashy(1, [2])), Hashy(1) == Hashy(1, []))

@dataclass(repr=False, init=False)
class Bare:
    a: int = 5
print(Bare().a, Bare.__doc__, 'object at' in repr(Bare()))

@dataclass
class Base:
    x: int
    y: int = 1
@dataclass
class Derived(Base):
    z: int = 2
    x: int = 10
print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)], Derived.__doc__)

@dataclass(frozen=True)
class FB:
    a: int
print(attempt(lambda: dataclass(type('X', (FB,), {'__annotations__': {'b': int}}))))
@dataclass
class NFB:
    a: int
print(attempt(lambda: dataclass(frozen=True)(type('Y', (NFB,), {'__annotations__': {'b': int}}))))

errs = []
def define(body):
    try:
        body()
    except Exception as e:
        errs.append('%s: %s' % (type(e).__name__, e))
def d1():
    @dataclass
    class B:
        x: list = []
def d2():
    @dataclass
    class B:
        x: int = 0
        y: int
def d3():
    @dataclass(order=True, eq=False)
    class B:
        x: int
def d4():
    @dataclass(order=True)
    class B:
        x: int
        def __lt__(self, o):
            return True
def d5():
    @dataclass
    class B:
        x = field()
def d6():
    field(default=1, default_factory=list)
def d7():
    @dataclass
    class B:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
def d8():
    @dataclass(unsafe_hash=True)
    class B:
        x: int
        def __hash__(self):
            return 1
def d9():
    @dataclass
    class B:
        x: ClassVar[list] = field(default_factory=list)
def d10():
    @dataclass(weakref_slot=True)
    class B:
        x: int
for body in (d1, d2, d3, d4, d5, d6, d7, d8, d9, d10):
    define(body)
for e in errs:
    print(e)

@dataclass
class Nested:
    name: str
    points: list
    meta: dict
    pair: tuple
n = Nested('n', [Point(1, 2), Point(3)], {'k': Point(0, 0)}, (Point(9), 'x'))
print(asdict(n))
print(astuple(n))
print(asdict(p, dict_factory=lambda items: sorted(items, reverse=True)), astuple(p, tuple_factory=list))
print(attempt(lambda: asdict(3)), attempt(lambda: astuple(Point)), attempt(lambda: replace(3)))
print(replace(p, y=99), replace(v1, label='z'), p)
print(attempt(lambda: replace(p, z=1)), attempt(lambda: replace(i1, total=3)))
print(replace(w, scale=10), attempt(lambda: replace(WithInit(1), doubled=2)))
from collections import namedtuple
NT = namedtuple('NT', 'a b')
@dataclass
class HoldsNT:
    nt: NT
print(asdict(HoldsNT(NT(Point(1), [1]))))

C = make_dataclass('C', ['a', ('b', int), ('c', 'list', field(default=1))], namespace={'add': lambda self: self.b + self.c})
print(C(1, 2), C(1, 2).add(), C.__doc__, C.__name__, [f.type for f in fields(C)])
D = make_dataclass('D', [('x', int)], bases=(Point,), frozen=True, order=False) if False else make_dataclass('D', [('x', int, field(default=0))], frozen=True)
print(D(), attempt(lambda: setattr(D(), 'x', 1)))
print(attempt(lambda: make_dataclass('E', ['a', 'a'])), attempt(lambda: make_dataclass('E', ['def'])), attempt(lambda: make_dataclass('E', ['1x'])), attempt(lambda: make_dataclass('E', [('a', int, 1, 2)])))

@dataclass(slots=True)
class Slotted:
    a: int
    b: str = 'x'
s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, '__dict__'), attempt(lambda: setattr(s, 'zz', 1)))
@dataclass(slots=True, frozen=True)
class FSlot:
    a: int
    b: int = 2
import copy
print(FSlot(1), copy.copy(FSlot(3)), copy.deepcopy(FSlot(4, 5)), FSlot.__slots__)
@dataclass(slots=True)
class SlotChild(Slotted):
    c: float = 0.5
print(SlotChild(1, 'q', 2.5), SlotChild.__slots__)

@dataclass
class Rec:
    name: str
    child: 'Optional[Rec]' = None
r = Rec('a')
r.child = r
print(r)
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty(), Empty.__doc__, fields(Empty), Empty.__match_args__)
@dataclass
class SelfField:
    self: int
    other: str = 'o'
print(SelfField(1), SelfField(self=2))
match Point(1, 2):
    case Point(x, y):
        print('match', x, y)
@dataclass
class Defaults:
    a: int = 1
    b: float = 2.5
    c: str = 'hi'
    d: tuple = (1, 2)
    e: frozenset = frozenset()
    f: Optional[int] = None
print(Defaults(), Defaults.__doc__)
class Desc:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, owner):
        return 'desc' if obj is None else obj.__dict__.get('_v', 'unset')
    def __set__(self, obj, value):
        obj.__dict__['_v'] = value
@dataclass
class UsesDesc:
    v: str = Desc()
print(UsesDesc().v, UsesDesc('x').v)
@dataclass
class CustomRepr:
    a: int
    def __repr__(self):
        return 'custom'
    def __eq__(self, other):
        return True
print(CustomRepr(1), CustomRepr(1) == 5, CustomRepr.__hash__)
