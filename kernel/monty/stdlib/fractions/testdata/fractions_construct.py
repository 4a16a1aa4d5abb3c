from fractions import Fraction as F
from decimal import Decimal
for args in [(), (7,), (-7,), (6, 4), (-6, 4), (6, -4), (-6, -4), (0, 5), (0, -5), (10**20, 10**18),
             (F(1, 2),), (F(1, 2), F(3, 4)), (3, F(2, 5)), (True, 2), (2, True)]:
    f = F(*args)
    print(args, repr(f), f.numerator, f.denominator)
for x in [0.5, -0.1, 1e-10, 2.0**60, 1/3, 0.0, -0.0, Decimal('3.14'), Decimal('-0.001'), Decimal(7)]:
    print(repr(x), repr(F(x)))
for args in [(1, 0), (0, 0), (F(1), F(0)), (1.0, 2), (1, 2.0), ('1', 2), (None,), ([1],), (1j,)]:
    try:
        print(F(*args))
    except (TypeError, ZeroDivisionError) as e:
        print(args, type(e).__name__, e)
for x in [float('nan'), float('inf'), float('-inf'), Decimal('nan'), Decimal('inf')]:
    try:
        F(x)
    except (ValueError, OverflowError) as e:
        print(repr(x), type(e).__name__, e)
