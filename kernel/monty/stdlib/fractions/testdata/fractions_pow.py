from fractions import Fraction as F
for base in [F(2, 3), F(-2, 3), F(5), F(1, 1), F(-1, 4)]:
    print(base, [base ** n for n in (0, 1, 2, 3, -1, -2, -3)])
print(F(4) ** F(1, 2), F(9, 4) ** F(1, 2), F(2) ** 0.5, F(8) ** F(-1, 3), type(F(4) ** F(2)).__name__)
print(2 ** F(3), 2 ** F(-2), 2 ** F(1, 2), 2.0 ** F(2), F(1, 2) ** 1j, (-8) ** F(1, 3))
print(F(2, 3) ** F(2), F(2, 3) ** True, 4 ** F(1, 2), type(2 ** F(3)).__name__, type(2 ** F(-2)).__name__)
for expr in ['F(0) ** -1', 'F(0) ** -2', 'F(0) ** F(-1)', '0 ** F(-1)']:
    try:
        print(expr, eval(expr))
    except ZeroDivisionError as e:
        print(expr, 'ZeroDivisionError', e)
print(F(0) ** 0, F(0) ** 5, F(-1) ** 10 ** 6, pow(F(2), 10))
