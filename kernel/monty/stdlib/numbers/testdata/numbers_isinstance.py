import numbers
from fractions import Fraction
from decimal import Decimal
tower = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for v in [0, -5, True, False, 2.5, float('nan'), 3j, complex(1, 0), Fraction(3, 4), Fraction(4), Decimal('1.5'), 'x', b'1', None, [1]]:
    print(repr(v), [c.__name__ for c in tower if isinstance(v, c)])
for t in [int, bool, float, complex, Fraction, Decimal, str]:
    print(t.__name__, [c.__name__ for c in tower if issubclass(t, c)])
