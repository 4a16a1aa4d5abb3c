# fractions.Fraction: construction from ints, strings, floats, decimals; arithmetic; limit_denominator.
from fractions import Fraction
from decimal import Decimal
print(Fraction(3, 6), Fraction("2/4"), Fraction("1.25"), Fraction(0.5), Fraction(0.1), Fraction(Decimal("0.1")), Fraction(-4, -6), Fraction(5))
a, b = Fraction(1, 3), Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a ** 2, a ** -1, -a, abs(-a), a // b, a % b, divmod(Fraction(7, 2), 1))
print(a + 1, 1 - a, a * 0.5, a == Fraction(2, 6), a < 0.34, a.numerator, a.denominator, float(a), int(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)))
print(Fraction(3.141592653589793).limit_denominator(1000), Fraction(1, 3).limit_denominator(2), repr(Fraction(1, 2)), str(Fraction(4, 1)))
print(sum(Fraction(1, n) for n in range(1, 6)), Fraction(1, 3).as_integer_ratio(), hash(Fraction(1, 2)) == hash(0.5))
for bad in [lambda: Fraction(1, 0), lambda: Fraction("x"), lambda: Fraction(1.5, 2)]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
