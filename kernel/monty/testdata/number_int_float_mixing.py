# Mixed int/float arithmetic, int() truncation, float precision boundaries.
print(1 + 1.0, 2 * 0.5, 3 - True, 7 / 7, 7 // 7.0, 2 ** 0.5 * 2 ** 0.5, 10 / 3 * 3)
print(int(2.9), int(-2.9), int(1e18), int(1e19), int(-0.0), float(2 ** 60), float(-(2 ** 63)))
print(9007199254740993, float(9007199254740993), int(float(9007199254740993)))
print(0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == round(0.3, 10), abs(0.3 - (0.1 + 0.2)) < 1e-9)
print(1e308 + 1e308, -1e308 - 1e308, 1e-323, 1e-324, 2.0 ** -1074, 2.0 ** -1075)
print(3 * 0.1, 0.1 * 3, 0.7 + 0.1, 0.8 - 0.1, 1.1 * 1.1, 100 * 1.1, 4.35 * 100)
print(int("123") + float("0.5"), str(1.0), str(1), str(1e5), str(1e16), str(-1e-5), str(123456789.123456789))
print(10 ** 15 * 1.0, 10 ** 16 * 1.0, 1 / 10 ** 5, 1 / 10 ** 4, 2 / 3 * 3 == 2)
print(7.0 == 7, hash(7.0) == hash(7), {7: "a"}[7.0], [1, 2, 3].index(2.0), 2 ** 1023 * 1.0 > 0)
try:
    2 ** 1024 * 1.0
except OverflowError as e:
    print("OverflowError:", e)
print(float(2 ** 1023) * 2, -float(2 ** 1023) * 2)
