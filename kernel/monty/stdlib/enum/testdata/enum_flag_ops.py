from enum import Flag, auto
class P(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
rw = P.R | P.W
print(repr(rw), list(rw), len(rw), P.R in rw, bool(P(0)), rw & P.W, rw ^ P.W, repr(~P.X))
print(repr(P.RWX), list(P.RWX), P(7) is P.RWX, repr(P(5)), P.R | P.W | P.X)
print([m.name for m in P], P.__members__.keys() == {'R', 'W', 'X', 'RWX'}.__class__(P.__members__) or list(P.__members__))
try:
    P.R | 1
except TypeError as e:
    print('TypeError', e)
try:
    1 in P.R
except TypeError as e:
    print('TypeError', e)
class Empty(Flag):
    NONE = 0
    A = 1
print(repr(Empty(0)), Empty.NONE, repr(Empty.A & Empty.NONE), list(Empty))
