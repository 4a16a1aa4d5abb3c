# math domain and range errors, and type errors.
import math
for expr in ["math.sqrt(-1)", "math.log(0)", "math.log(-1)", "math.acos(2)", "math.exp(1000)", "math.factorial(-1)",
             "math.factorial(2.5)", "math.comb(-1, 2)", "math.isqrt(-4)", "math.pow(0, -1)", "math.fmod(1, 0)", "math.sqrt('x')",
             "math.gcd(1.5, 2)", "math.ldexp(1, 10000)", "math.floor(math.inf)", "math.ceil(math.nan)"]:
    try:
        print(expr, "->", eval(expr))
    except (ValueError, OverflowError, TypeError) as e:
        print(expr, "->", type(e).__name__ + ":", e)
