# Flag arithmetic, iteration over combined members, membership, and boundary values.
from enum import Flag, IntFlag, auto
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
print(Color.WHITE, list(Color.WHITE), Color.RED | Color.BLUE, Color.WHITE & ~Color.RED, Color.RED in Color.WHITE)
print(Color(0), bool(Color(0)), Color(6), [c.name for c in Color], len(Color))
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
mode = Perm.R | Perm.W
print(mode, int(mode), mode & Perm.X, oct(Perm.R | Perm.W | Perm.X), Perm(7), Perm.W in mode, Perm(8) if False else Perm(12))
