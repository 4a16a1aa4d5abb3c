# float methods, special values and arithmetic edge cases.
print((0.5).as_integer_ratio(), (0.1).as_integer_ratio(), (-2.5).as_integer_ratio())
print((3.0).is_integer(), (3.5).is_integer(), (1e300).is_integer())
print((1.0).hex(), (0.1).hex(), (-2.5).hex(), float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float.fromhex("inf"))
print((2.5).real, (2.5).imag, (2.5).conjugate())
inf, nan = float("inf"), float("nan")
print(inf + 1, inf - inf, inf * 0, -inf, inf > 1e308, nan > 0, nan < 0, nan == nan, inf == inf)
print(1e308 * 10, -1e308 * 10, 1e-320 / 1e10, 5e-324 / 2)
print(0.1 * 3, 0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-15, 1 - 0.9)
print(-0.0 == 0.0, str(-0.0), repr(0.0 * -1), 0.0 / -1)
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(1.005, 2))
print(round(1234.5678, -2), round(1234.5678, 1), round(5e-324, 400) if False else round(0.125, 2), round(0.375, 2))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, round(2.5, 0), round(-0.5))
print(round(1e300), round(123456789, -3), round(-123456789, -3), round(15, -1), round(25, -1), round(35, -1))
try:
    round(inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    round(nan)
except ValueError as e:
    print("ValueError:", e)
print(round(inf, 2), round(nan, 2))
print(float.__name__, (1.5).__round__(), abs(-1.5), -1.5 // 1, -1.5 % 1, 7.0 // 2)
print(max(1.0, nan), max(nan, 1.0), min(1.0, nan), sorted([3.0, nan, 1.0])[1:] != [], sum([0.1] * 10))
print(1e16 + 1, 2 ** 53 + 1.0, 0.1 + 0.7, 1.1 + 2.2, 3 * 1.1)
