from enum import Enum, IntEnum, StrEnum, Flag, IntFlag
class E(Enum):
    A = 1
class I(IntEnum):
    A = 1
class S(StrEnum):
    A = 'x'
class F(Flag):
    A = 1
    B = 2
class IF(IntFlag):
    A = 1
    B = 2
for m in (E.A, I.A, S.A, F.A, F.A | F.B, IF.A, IF.A | IF.B):
    print(repr(m), str(m), format(m), f'{m}', '%s' % m)
print(format(I.A, '>4'), format(S.A, '^5'), format(E.A, '>10'), format(IF.B, 'b'))
class Mixed(float, Enum):
    PI = 3.14
print(repr(Mixed.PI), str(Mixed.PI), format(Mixed.PI), Mixed.PI + 1)
