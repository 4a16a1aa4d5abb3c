# Decimal str/repr forms: exponents, trailing zeros, special values, from floats and tuples.
from decimal import Decimal
for s in ["0", "0.00", "1E+2", "1.000E-7", "123456789012345678901234567890", "-0.0", "1e-10", "12.3e5", "Infinity", "-NaN", "sNaN"]:
    d = Decimal(s)
    print(s, str(d), repr(d), d.is_nan(), d.is_signed(), d.adjusted() if d.is_finite() else None)
print(Decimal((0, (3, 1, 4), -2)), Decimal((1, (1,), 2)), Decimal(1.1), Decimal(10 ** 30), Decimal("3.14").as_integer_ratio())
