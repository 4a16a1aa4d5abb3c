from fractions import Fraction as F
import sys
for f in [F(0), F(1), F(-1), F(1, 2), F(-1, 2), F(3, 4), F(10**40), F(1, 10**40), F(-7, 3), F(2**61 - 1), F(1, 2**61 - 1)]:
    h = hash(f)
    print(f, h == hash(float(f)) if float(f) == f else 'inexact', h == hash(int(f)) if f.denominator == 1 else '-', h)
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)) == -2, hash(F(1, 2**61 - 1)) == sys.hash_info.inf)
d = {F(1, 2): 'half', 2: 'two', 0.25: 'quarter'}
print(d[0.5], d[F(2)], d[F(1, 4)], len({F(1, 2), 0.5, F(2, 4)}), len({F(1), 1, 1.0, True}))
