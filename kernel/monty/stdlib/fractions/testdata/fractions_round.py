import math
from fractions import Fraction as F
for f in [F(7, 2), F(5, 2), F(-5, 2), F(-7, 2), F(1, 3), F(-1, 3), F(2, 3), F(10), F(-10), F(0)]:
    print(f, round(f), math.floor(f), math.ceil(f), math.trunc(f), int(f), type(round(f)).__name__)
for f in [F(12345, 1000), F(-12345, 1000), F(1, 3), F(2, 3), F(125, 1000)]:
    print(f, [round(f, n) for n in (0, 1, 2, 3, -1, -2)])
print(round(F(15, 10), 0), round(F(25, 10), 0), round(F(1250), -2), round(F(1350), -2))
print(float(F(1, 3)), float(F(-10**30, 3)), complex(F(1, 4)), F(7, 3).real, F(7, 3).imag, F(7, 3).conjugate())
print(bool(F(0)), bool(F(1, 10**9)), F(3, 4).is_integer() if hasattr(F, 'is_integer') else 'n/a')
