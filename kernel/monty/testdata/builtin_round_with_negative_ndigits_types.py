# round() return types: int for ints, float for floats, same type with ndigits.
print(type(round(5)).__name__, type(round(5, 0)).__name__, type(round(5.5)).__name__, type(round(5.5, 0)).__name__)
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(1234.5, -2), round(-0.5, 0))
print(round(True, 1), type(round(True)).__name__, round(10 ** 30 + 5, -1), round(7, 5))
