# The operators on exact Fractions and ints (the fast paths), against
# the general ones: signs, zeros, big parts, subclasses.
from fractions import Fraction as F
import itertools
vals = [F(0), F(1), F(-1), F(1, 2), F(-3, 4), F(5, 6), F(7, 10), F(-9, 10), F(12, 35), F(2**70, 3**40), 0, 1, -2, 7, 2**65]
for a, b in itertools.product(vals, repeat=2):
    row = []
    for op in ('+', '-', '*', '/', '<', '>', '<=', '>=', '==', '!='):
        try:
            r = eval(f'a {op} b')
            row.append(f'{r!r}:{type(r).__name__}')
            if isinstance(r, F):
                assert r.denominator > 0
        except ZeroDivisionError as e:
            row.append(f'ZDE {e}')
    print(repr(a), repr(b), ' '.join(row))
class Sub(F): pass
print(repr(Sub(1, 2) + Sub(1, 3)), repr(Sub(1,2) * 2), repr(3 - Sub(1, 2)), Sub(1,2) == F(1,2), hash(F(1,2)) == hash(Sub(1,2)))
print(sum(F(1, n) for n in range(1, 30)))
