# Operator precedence and associativity.
print(-2 ** 2, (-2) ** 2, 2 ** -1, 2 ** 3 ** 2, (2 ** 3) ** 2)
print(1 + 2 * 3, (1 + 2) * 3, 10 - 4 - 3, 100 / 10 / 5, 2 * 3 % 4)
print(not 1 == 2, not (1 and 0), 1 or 2 and 0, (1 or 2) and 0)
print(1 | 2 ^ 3 & 4, (1 | 2) ^ 3 & 4, 1 << 2 + 1, ~5 + 1, -~5)
print(3 if False else 4 if True else 5)
print(lambda: 1 if True else 2)() if False else "lambda binds loosely"
print(not -1, - - 1, + - + 1, ~~7)
print(2 * -3, 2 ** -2, -3 ** 2, -(3 ** 2))
print(5 > 3 == True, (5 > 3) == True)
print(1 if 0 else 2 or 3, [1, 2][0] + 1, "ab" * 2 + "c")
print(10 // 3 * 3 + 10 % 3, divmod(10, 3))
print(2 + 3 < 4 + 5 and 1 in [1] or False)
print(True + True * 3, (True + True) * 3)
x = 4
print(x < 5 if x else None, x & 1 == 0, (x & 1) == 0)
