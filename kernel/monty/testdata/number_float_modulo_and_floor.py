# Float floor division and modulo edge cases: negative zero, infinities, tiny values.
cases = [(1.0, 0.1), (-1.0, 0.1), (5.5, -2), (-5.5, -2), (1e-320, 3), (-1e-320, 3), (1.0, float("inf")),
         (-1.0, float("inf")), (float("inf"), 2), (0.0, -5), (-0.0, 5), (3, -0.0001)]
for a, b in cases:
    try:
        print(a, b, a // b, a % b)
    except ZeroDivisionError as e:
        print(a, b, "ZeroDivisionError:", e)
