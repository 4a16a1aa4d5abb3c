from enum import IntFlag
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm.R | Perm.W, repr(Perm.R | 8), repr(Perm(0)), repr(~Perm.X), Perm.R + 1, Perm.R | 1, type(Perm.R | 1).__name__)
print(Perm.R == 4, Perm(7), repr(Perm(16)), int(Perm.W), Perm.W * 2, list(Perm(6)), isinstance(Perm.R, int))
print(hash(Perm.R) == hash(4), sorted([Perm.R, Perm.X, 3]), Perm.R & 6, repr(Perm.R ^ Perm.W))
