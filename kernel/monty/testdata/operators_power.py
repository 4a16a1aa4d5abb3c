# ** with ints, floats, negatives and three-argument pow.
print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, (-2) ** 2, 2 ** -2, (-8) ** (1 / 3))
print(10 ** 25, 3 ** 100, (-3) ** 33)
print(2.0 ** 10, 4 ** 0.5, 2 ** 0.5, 1.5 ** 2, 0.0 ** 0, (-1) ** 0.5)
print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 7), pow(-2, 3, 5), pow(2, -1, 7), pow(38, -1, 97))
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print("TypeError:", e)
try:
    10.0 ** 400
except OverflowError as e:
    print("OverflowError:", e)
print(pow(2, 3.0), type(pow(2, 3.0)).__name__, pow(True, 2), 2 ** True)
print((1 + 1j) ** 2, 1j ** 2, pow(1j, 3))
