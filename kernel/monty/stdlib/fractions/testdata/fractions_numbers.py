from fractions import Fraction as F
import fractions
import numbers
import math
from decimal import Decimal

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(fractions.__all__, numbers.__all__)
vals = [F(3, 4), F(-6, 8), F(5), F(), F('1.5'), F(' -3/7 '), F(0.1), F(1.5), F('1e-3'), F(3, -6), F('1_000'), F('-.5'),
        F('2.'), F('+1/3'), F(Decimal('1.25')), F(F(1, 3), F(2, 5)), F(True), F('3E2'), F(1 << 70, 3)]
for v in vals:
    print(repr(v), str(v), v.numerator, v.denominator, float(v), int(v), bool(v))
for s in ['x', '1/0', '1.2.3', '', '1/', '/2', '1 /2', '1_/2', '1__0', '.', 'e5', '1e', '1/2.5', '0x10', '١']:
    print(repr(s), attempt(lambda: F(s)))
print(attempt(lambda: F(1, 0)), attempt(lambda: F(1.5, 2)), attempt(lambda: F([1])), attempt(lambda: F(float('nan'))), attempt(lambda: F(float('inf'))))
a, b = F(1, 3), F(3, 4)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), b ** 2, b ** -2, (-b) ** 3, (-b) ** -3, a ** F(1, 2), 2 ** F(1, 2), F(4) ** F(1, 2))
print(a + 1, 1 + a, a * 0.5, 0.5 * a, a + 1j, a - 2, 2 - a, a / 2, 2 / a, 2 // a, 7 % a, a ** 2.0, 2 ** F(3), 2.0 ** F(1, 2), F(-8, 27) ** F(1, 3) if False else '')
print(round(F(7, 2)), round(F(5, 2)), round(F(-5, 2)), round(F(7, 3), 2), round(F(1234, 1), -2), abs(F(-1, 2)), -F(1, 2), +F(1, 2))
print(math.floor(F(7, 2)), math.ceil(F(7, 2)), math.trunc(F(-7, 2)), math.floor(F(-7, 2)), int(F(-7, 2)))
print(F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(1, 3) < 0.34, F(1, 2) == F(2, 4), F(2) == 2, F(1, 2) != 1, F(1, 2) < 1, F(3, 2) >= F(3, 2), F(1, 2) == 0.5 + 0j)
print(F(1) < float('inf'), F(1) > float('-inf'), F(1) == float('nan'), F(1, 2) < Decimal('0.6') if False else '')
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(1, 3)), hash(F(-1, 3)), hash(F(10**30, 7)))
print(F(1.1).limit_denominator(10), F('3.141592653589793').limit_denominator(10), F('3.141592653589793').limit_denominator(100), F(4321, 8765).limit_denominator(10000), attempt(lambda: F(1, 3).limit_denominator(0)))
print(F.from_float(0.25), F.from_float(3), attempt(lambda: F.from_float('x')), F.from_decimal(Decimal('1.25')), F(5, 7).as_integer_ratio())
print(sum([F(1, n) for n in range(1, 10)]), sorted([F(1, 2), F(1, 3), 0.4, 1]), max(F(2, 3), 0.6), min(F(-1), -2))
print(isinstance(F(1), numbers.Rational), isinstance(F(1), numbers.Real), isinstance(F(1), numbers.Integral), isinstance(1, numbers.Integral), isinstance(1.5, numbers.Rational))
print(isinstance(1.5, numbers.Real), isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real), isinstance(True, numbers.Number), issubclass(numbers.Integral, numbers.Complex))
print(attempt(lambda: numbers.Number() and 0), numbers.Number.__hash__, sorted(numbers.Integral.__abstractmethods__)[:5])
import copy
print(copy.copy(a) is a, copy.deepcopy(a) == a, F(3, 9) == F(1, 3), {F(1, 2): 'half'}[0.5])
class MyF(F):
    pass
print(repr(MyF(1, 2)), type(MyF(1, 2) + 1).__name__, repr(+MyF(1, 2)))
print(f'{F(1, 3)!s:>8}|{F(1,3)!r}', F(1, 3).real, F(1, 3).imag, F(1, 3).conjugate(), complex(F(1, 2)))
for n, d in [(-3, 2), (49, 17), (8, 19), (0, 1)]:
    print(attempt(lambda: F(n, d) / 0), attempt(lambda: F(n, d) / F(0)), attempt(lambda: 1 / F(0)), attempt(lambda: F(n, d) ** -1))
