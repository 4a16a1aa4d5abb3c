# round(): banker's rounding for ints and floats, ndigits positive and negative.
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.675, 1.005, 0.125, 0.375, 1e15 + 0.5, 4.5e-7]:
    print(v, round(v), round(v, 1), round(v, 2), round(v, 3))
for v in [5, 15, 25, 35, 45, -15, -25, 150, 250, 1234567]:
    print(v, round(v), round(v, -1), round(v, -2), round(v, 1), type(round(v, -1)).__name__)
print(round(0.5 + 1e-16), round(123.456, -1), round(-0.0), round(-0.4), round(0.0, 5), round(1e-300, 300))
print(round(2 ** 70 + 0.5), round(10 ** 20, -19), round(1.23456789e10, -5))
try:
    round("1")
except TypeError as e:
    print("TypeError:", e)
try:
    round(1.5, 1.5)
except TypeError as e:
    print("TypeError:", e)
class R:
    def __round__(self, n=None):
        return ("rounded", n)
print(round(R()), round(R(), 3), round(True), round(False, 2))
