# float repr is the shortest string that round-trips.
for v in [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1.0, 100.0, 1e15, 1e16, 1e17, 123456789012345678.0,
          1e-4, 1e-5, 0.0001234, 1.5e-7, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
          -0.0, 3.141592653589793, 2.718281828459045, 1e22, 1e23, 9007199254740993.0,
          0.30000000000000004, 100.5, 1.1, 2.675, 1e300 * 10, 123.456, 4.35, 0.57 * 100]:
    print(repr(v), str(v), float(repr(v)) == v)
print(float("inf"), float("-inf"), float("nan"), -float("nan"), float("infinity"), float("-Infinity"))
print(float("1e500"), float("-1e500"), float("1e-500"), float("  3.5  "), float("1_000.5"), float(".5"), float("5."))
print(float(10 ** 20), float(2 ** 53 + 1), float(-(2 ** 63)), float(True))
for s in ["", "1.2.3", "1e", "abc", "1_", "0x10", "in f"]:
    try:
        float(s)
    except ValueError as e:
        print("ValueError:", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
