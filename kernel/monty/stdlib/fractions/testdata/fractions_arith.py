from fractions import Fraction as F
pairs = [(F(1, 2), F(1, 3)), (F(-3, 4), F(5, 6)), (F(7), F(-2, 9)), (F(0), F(4, 5)), (F(10, 3), F(10, 3))]
for a, b in pairs:
    print(a, b, '|', a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b))
    print('  ', a + 2, 2 + a, a - 3, 3 - a, a * 4, 4 * a, a / 5, 5 / a if a else '-', a // 2, 7 // b, a % 2, 3 % b)
    print('  ', type(a + 2).__name__, type(a // b).__name__, type(divmod(a, b)[0]).__name__)
print(sum(F(1, 2 ** k) for k in range(10)), F(1, 3) * 3 == 1, F(1, 10) * 10, -F(0), abs(F(-5, 3)), +F(2, 7))
x = F(1)
for _ in range(5):
    x = x / 2 + 1 / x
print(x, float(x))
