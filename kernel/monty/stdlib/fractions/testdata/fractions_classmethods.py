from fractions import Fraction as F
from decimal import Decimal
import copy
print(F.from_float(0.1), F.from_float(-2.5), F.from_float(7), F.from_float(True), F.from_float(2.0 ** -20))
for bad in ['1', 1j, None, Decimal('1.5'), F(1, 2)]:
    try:
        F.from_float(bad)
    except TypeError as e:
        print('TypeError', e)
print(F.from_decimal(Decimal('0.1')), F.from_decimal(Decimal('-12.5e3')), F.from_decimal(3), F.from_decimal(Decimal('1E-5')))
for bad in [0.5, '1', F(1, 2)]:
    try:
        F.from_decimal(bad)
    except TypeError as e:
        print('TypeError', e)
for bad in [Decimal('nan'), Decimal('-inf')]:
    try:
        F.from_decimal(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(F(3, 4).as_integer_ratio(), F(-5).as_integer_ratio())
class Half(F):
    pass
h = Half(1, 2)
print(repr(h), repr(Half.from_float(0.25)), type(Half.from_float(0.25)).__name__, type(h + h).__name__, type(-h).__name__)
print(copy.copy(h) == h, copy.copy(h) is h, type(copy.deepcopy(h)).__name__, h.__reduce__())
f = F(2, 3)
print(copy.copy(f) is f, copy.deepcopy(f) is f, f.__reduce__())
