# IntEnum, StrEnum, Flag and IntFlag behaviour.
from enum import IntEnum, StrEnum, Flag, IntFlag, auto
class Priority(IntEnum):
    LOW = 1
    HIGH = 3
print(Priority.LOW < Priority.HIGH, Priority.HIGH + 1, sorted([Priority.HIGH, Priority.LOW, 2]), int(Priority.HIGH), f"{Priority.LOW}", str(Priority.LOW))
class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
print(Mode.READ, Mode.WRITE, Mode.READ == "read", Mode.WRITE.upper(), f"{Mode.WRITE}", repr(Mode.READ))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, ~Perm.R, bool(Perm(0)), list(rw), Perm(5))
class Bits(IntFlag):
    A = 1
    B = 2
print(Bits.A | Bits.B, Bits.A | 4, int(Bits.B), Bits(3), Bits.A + 1)
