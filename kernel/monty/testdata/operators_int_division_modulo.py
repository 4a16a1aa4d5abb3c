# Floor division and modulo follow the sign of the divisor; true division gives floats.
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (6, 3)]:
    print(a, b, a // b, a % b, divmod(a, b), a / b)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (5, 0.5), (-0.0, 1), (1e300, 1e-10)]:
    print(a, b, a // b, a % b, a / b)
print(10 ** 20 // 7, 10 ** 20 % 7, -(10 ** 20) // 7, (10 ** 20) / 7)
print(1 / 3, 2 / 3, 10 / 4, 9 / 3, type(9 / 3).__name__)
print(7 % 1.5, -7 % 1.5, 5.0 // 0.1, 5.0 % 0.1)
for a, b in [(1, 0), (1.0, 0), (1, 0.0), (0, 0)]:
    for op in ("/", "//", "%"):
        try:
            eval(f"a {op} b")
        except ZeroDivisionError as e:
            print(a, op, b, "ZeroDivisionError:", e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print("divmod:", e)
try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print("divmod float:", e)
print(2 ** 100 / 2 ** 99, 10 ** 30 / 10 ** 10)
try:
    print(10 ** 400 / 1)
except OverflowError as e:
    print("OverflowError:", e)
print(10 ** 400 // 10 ** 398)
