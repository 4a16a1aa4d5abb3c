from fractions import Fraction as F
import math
vals = [F(1, 3), F(1, 2), F(-1, 2), F(2), 0.5, 1, 0.3333, -1, F(0)]
for a in vals[:4]:
    print(a, [a < b for b in vals], [a == b for b in vals], [a >= b for b in vals])
print(sorted(vals), max(vals), min(vals))
inf, nan = float('inf'), float('nan')
print(F(10**100) < inf, F(-10**100) > -inf, F(1) < nan, F(1) > nan, F(1) == nan, F(1) != nan, F(1) == inf)
print(F(1, 2) == 0.5 + 0j, F(1, 2) == 0.5 + 1j, F(1, 2) != 0.5j, 0.5 == F(1, 2), 1 == F(1))
print(F(1, 10) == 0.1, F(1, 10) < 0.1, F(3602879701896397, 36028797018963968) == 0.1)
try:
    F(1) < 1j
except TypeError as e:
    print('TypeError', e)
try:
    F(1) < 'a'
except TypeError as e:
    print('TypeError', e)
