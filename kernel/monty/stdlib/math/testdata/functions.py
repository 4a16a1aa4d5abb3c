import math

vals = [0.0, -0.0, 0.5, 1.0, 2.0, -1.5, 3.7, 10.0, 1e-300, 1e300, 123.456, -7.25]
for name in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh",
             "erf", "erfc", "exp", "exp2", "expm1", "fabs", "gamma", "lgamma", "log",
             "log10", "log1p", "log2", "sin", "sinh", "sqrt", "tan", "tanh",
             "degrees", "radians", "ulp"]:
    f = getattr(math, name)
    out = []
    for v in vals:
        try:
            out.append(repr(f(v)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ":" + str(e))
    print(name, " ".join(out))

# a sweep that catches last-bit differences in the elementary functions

xs = [i * 0.37 + 0.011 for i in range(200)]
for name in ["exp", "log", "sin", "cos", "tan", "atan", "sinh", "tanh", "gamma", "lgamma", "erf", "cbrt", "log10"]:
    f = getattr(math, name)
    acc = []
    for x in xs:
        try:
            acc.append(f(x))
        except OverflowError:
            acc.append(None)
    print(name, acc[:5], acc)
for x in xs[:60]:
    for y in (-3.3, -0.5, 0.25, 1.7, 7.1):
        print(repr(math.pow(x, y)), end=" ")
print()
print([math.atan2(y, x) for y in (-1.0, 0.0, -0.0, 2.5) for x in (-1.0, 0.0, -0.0, 3.0)])
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.hypot(3, 4), math.hypot(1, 2, 3, 4, 5), math.hypot(), math.hypot(-7), math.hypot(1e-320, 1e-320), math.hypot(1e308, 1e308))
print(math.dist((1, 2), (4, 6)), math.dist([0, 0, 0], [1, 1, 1]), math.dist((1.5,), (-2,)))
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum(x / 7 for x in range(1000)), math.fsum([]), math.fsum([math.inf, 1.0]), math.fsum([math.nan, 1]))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1), math.isclose(1, 1.1, rel_tol=0.1), math.isclose(0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan))
print(math.floor(2.5), math.floor(-2.5), math.ceil(2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(10**30), math.ceil(True), type(math.floor(True)))
print(math.floor(1e20), math.ceil(-1e25), math.trunc(3.9e19))
print(math.frexp(8.0), math.frexp(0.1), math.frexp(-0.0), math.frexp(math.inf), math.ldexp(0.5, 4), math.ldexp(1.0, -1074), math.ldexp(1, -2000), math.ldexp(3, 10**40 * -1))
print(math.modf(3.25), math.modf(-3.25), math.modf(math.inf), math.modf(-math.inf))
print(math.copysign(3, -0.0), math.copysign(-2, 1), math.fmod(10, 3), math.fmod(-10, 3), math.fmod(5, math.inf), math.remainder(10, 3), math.remainder(11, 2), math.remainder(5, math.inf))
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0, -1), math.ulp(1.0), math.ulp(1e300), math.ulp(0.0), math.ulp(math.inf), math.ulp(5e-324))
print(math.isfinite(1), math.isinf(-math.inf), math.isnan(math.nan), math.isnan(3))
print(math.log(100, 10), math.log(8, 2), math.log(2**1000), math.log(10**400), math.log10(10**500), math.log2(2**5000 + 1), math.log(7, 0.5))
print(math.pow(2, 10), math.pow(2, -1), math.pow(math.inf, -2), math.pow(-math.inf, 3), math.pow(math.nan, 0), math.pow(1, math.nan), math.pow(0.5, math.inf), math.pow(-1, math.inf), math.pow(-2, 3))
print(math.sqrt(2), math.sqrt(10**20), math.exp(1), math.exp(-1000), math.gamma(0.5), math.gamma(-0.5), math.gamma(171), math.lgamma(1000), math.lgamma(-0.5), math.gamma(1e-30))
print(math.degrees(math.pi), math.radians(180), math.cbrt(27), math.cbrt(-8), math.exp2(10), math.expm1(1e-10), math.log1p(1e-10))
