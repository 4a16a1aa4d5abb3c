# abs() on int, bool, float (including -0.0, inf, nan), complex, and big ints.
for v in [-5, 5, 0, True, False, -2.5, -0.0, float("-inf"), -10 ** 30, -3 - 4j, 1e-320, complex(-0.0, -1)]:
    r = abs(v)
    print(repr(v), repr(r), type(r).__name__)
print(abs(float("nan")) != abs(float("nan")))
