# ZeroDivisionError messages for every numeric type and operator.
cases = ["1 / 0", "1 // 0", "1 % 0", "1.0 / 0", "1.0 // 0.0", "1.0 % 0", "divmod(1, 0)", "divmod(1.5, 0)",
         "1j / 0", "0 ** -1", "0.0 ** -2", "pow(0, -1)", "10**30 // 0", "(-5) % 0", "True / False"]
for c in cases:
    try:
        eval(c)
    except ZeroDivisionError as e:
        print(f"{c:14} ZeroDivisionError: {e}")
print(isinstance(ZeroDivisionError(), ArithmeticError))
