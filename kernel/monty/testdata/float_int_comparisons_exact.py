# Comparisons between ints and floats are exact, even beyond 2**53.
big = 2 ** 53
print(big == float(big), big + 1 == float(big + 1), big + 1 > float(big), float(big) < big + 1)
print(10 ** 16 == 1e16, 10 ** 16 + 1 == 1e16, 10 ** 16 + 1 > 1e16, 10 ** 23 == 1e23, 10 ** 22 == 1e22)
print(float("inf") > 10 ** 400, float("-inf") < -(10 ** 400), float("nan") < 1, float("nan") > 1)
print(0.1 == 1 / 10, 1 / 3 == 0.3333333333333333, 0.5 == 1 / 2, -0.0 == 0, 1.0 in [1], 1 in {1.0})
print(max(2 ** 60, float(2 ** 60)), min(1, 1.0), sorted([2 ** 53 + 1, float(2 ** 53)]))
print((2 ** 53 + 1) / 1 == 2 ** 53, int((2 ** 53 + 1) * 1.0), round(2 ** 60 + 0.5) == 2 ** 60)
