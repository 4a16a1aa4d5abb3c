import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, ReprEnum

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(enum.__all__)
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color['BLUE'], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), list(Color.__members__), repr(Color), type(Color.RED), isinstance(Color.RED, Color))
print(Color.RED in Color, attempt(lambda: Color(7)), attempt(lambda: Color['X']), list(reversed(Color)))
print(f'{Color.RED}', format(Color.GREEN, '>12'), '%s' % Color.BLUE, str(Color.BLUE), hash(Color.RED) == hash('RED'))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.GREEN, attempt(lambda: Color.RED < Color.GREEN))
print(attempt(lambda: setattr(Color, 'RED', 5)), attempt(lambda: delattr(Color, 'RED')))
print({Color.RED: 'r'}[Color.CRIMSON], sorted(Color, key=lambda c: c.value), Color.RED.__class__.__name__)
print(type(Color).__name__, enum.EnumMeta is enum.EnumType, Color.__members__['CRIMSON'])
class Base(Enum):
    def describe(self):
        return '%s is %s' % (self.name, self.value)
    @classmethod
    def first(cls):
        return next(iter(cls))
class Sub(Base):
    A = 'a'
    B = 'b'
print(Sub.A.describe(), Sub.first(), attempt(lambda: type('Bad', (Sub,), {'C': 1})))

class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()
print(list(Auto), [m.value for m in Auto])
class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    X = auto()
    Y = auto()
print(list(Lower))

class Status(Enum):
    OK = 200
    NOT_FOUND = 404
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str) and value.isdigit():
            return cls(int(value))
        return None
print(Status('404'), attempt(lambda: Status('x')))
class BadMissing(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return 5
print(attempt(lambda: BadMissing(3)))

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH, Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 3), Planet((3.303e+23, 2.4397e6)))

class Coord(bytes, Enum):
    def __new__(cls, value, label):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        return obj
    PX = (0, 'P.X')
    PY = (1, 'P.Y')
print(Coord.PY, Coord.PY.label, Coord(1), Coord.PX.value)

errs = []
def check(body):
    try:
        body()
    except Exception as e:
        errs.append('%s: %s' % (type(e).__name__, e))
def e1():
    @unique
    class U(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
def e2():
    class D(Enum):
        A = 1
        A = 2
def e3():
    class D(Enum):
        _bad_ = 1
def e4():
    class D(Enum):
        A = 1
        def A(self):
            pass
for body in (e1, e2, e3, e4):
    check(body)
print(errs)

class Num(IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE, repr(Num.TWO), Num.ONE + 1, Num.TWO * 3, Num.ONE < Num.TWO, Num.ONE == 1, f'{Num.TWO}', format(Num.ONE, '03d'), str(Num.ONE))
print(sorted([Num.TWO, Num.ONE, 0]), int(Num.TWO), Num(2), isinstance(Num.ONE, int), hash(Num.ONE) == hash(1), [1, 2, 3][Num.ONE])
class Shape(StrEnum):
    CIRCLE = auto()
    SQUARE = 'sq'
print(Shape.CIRCLE, repr(Shape.SQUARE), Shape.CIRCLE == 'circle', Shape('sq'), f'{Shape.SQUARE}!', Shape.SQUARE.upper(), str(Shape.CIRCLE))
print(attempt(lambda: type('Bad', (StrEnum,), {'X': 1})) if False else '')

class Perm(Flag):
    R = 4
    W = 2
    X = 1
RW = Perm.R | Perm.W
print(repr(RW), str(RW), RW.name, RW.value, repr(Perm(0)), str(Perm(0)), repr(~Perm.R), repr(~RW), repr(Perm.R & Perm.W))
print(list(RW), list(Perm), len(RW), bool(Perm(0)), Perm.R in RW, Perm.X in RW, RW ^ Perm.R, attempt(lambda: 1 in RW))
print(attempt(lambda: Perm(8)), Perm(7), repr(Perm(3)), Perm.R | Perm.R)
class Color2(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(list(Color2), Color2.WHITE, repr(Color2.RED | Color2.GREEN | Color2.BLUE), [c.value for c in Color2], list(Color2.WHITE))
class IP(IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(IP.R | IP.W), str(IP.R | IP.W), repr(IP(0)), repr(~IP.R), repr(IP(8)), repr(IP.R | 8), IP.R + 1, IP.R | 1, format(IP.W), IP.R == 4)
print(isinstance(IP.R | IP.W, IP), IP(6) is (IP.R | IP.W), list(IP(7)), repr(IP), repr(Perm))

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, repr(Animal))
Pets = Enum('Pets', [('DOG', 'd'), ('CAT', 'c')])
print(list(Pets), Pets('c'))
Nums = IntEnum('Nums', {'A': 10, 'B': 20})
print(list(Nums), Nums.B + 1)
Lst = Enum('Lst', ['X', 'Y'], start=5)
print([m.value for m in Lst])

class WithIgnore(Enum):
    _ignore_ = ['tmp']
    tmp = 5
    A = 1
print(list(WithIgnore), hasattr(WithIgnore, 'tmp'))
class Mem(Enum):
    A = 1
    f = enum.nonmember(3)
    g = enum.member(lambda: 0)
print(list(Mem.__members__), Mem.f)
class Ordered(Enum):
    _order_ = 'A B'
    A = 1
    B = 2
print(list(Ordered))
print(Color.RED.__reduce_ex__(2), dir(Color.RED), dir(Planet.EARTH)[-6:])
import copy
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Perm.R) is Perm.R)
match Color.GREEN:
    case Color.RED:
        print('red')
    case Color.GREEN:
        print('green')
print(Color.RED.value.__class__.__name__, Color._member_names_, Color._value2member_map_)
class Big(IntEnum):
    A = auto()
    B = auto()
print(list(Big), Big.A.__class__.__mro__[1].__name__)
