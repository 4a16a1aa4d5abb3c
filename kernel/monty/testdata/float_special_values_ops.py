# Arithmetic and comparisons with inf and nan.
inf, nan = float("inf"), float("nan")
print(inf + inf, inf - inf, inf * -1, inf / inf, 0 * inf, inf // 1, 1 / inf, -1 / inf)
print(nan + 1, nan * 0, nan == nan, nan != nan, nan < inf, min(nan, 1), max(1, nan), [nan].count(nan))
print(abs(-inf), -inf < -1e308, inf == float("Infinity"), str(-nan), repr(inf), int(1e308))
for f in [lambda: int(inf), lambda: int(nan), lambda: round(nan), lambda: (10 ** 400) * 1.0]:
    try:
        f()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
