import math

cases = [
    "math.sqrt(-1)", "math.log(0)", "math.log(-1)", "math.log(0.0)", "math.log(10, 1)", "math.log(1, 1)",
    "math.log(-(10**400))", "math.log(10, 0)", "math.log10(0)", "math.log2(-2)", "math.log1p(-1)",
    "math.exp(1000)", "math.exp2(2000)", "math.expm1(1000)", "math.cosh(1000)", "math.sinh(-1000)",
    "math.pow(0, -1)", "math.pow(-8, 1/3)", "math.pow(10, 400)", "math.pow(-2, 0.5)",
    "math.acos(2)", "math.asin(-2)", "math.atanh(1)", "math.acosh(0.5)", "math.sin(math.inf)", "math.tan(-math.inf)",
    "math.gamma(0)", "math.gamma(-1)", "math.gamma(-math.inf)", "math.gamma(200)", "math.lgamma(0)", "math.lgamma(-3)",
    "math.fmod(1, 0)", "math.fmod(math.inf, 1)", "math.remainder(1, 0)", "math.remainder(math.inf, 2)",
    "math.ldexp(1.0, 2000)", "math.ldexp(1, 10**30)", "math.ldexp(1, 1.5)",
    "math.floor(math.inf)", "math.floor(math.nan)", "math.ceil(-math.inf)", "math.trunc(math.nan)",
    "math.trunc('x')", "math.floor('x')", "math.sqrt('x')", "math.sqrt(None)", "math.sqrt(10**400)", "math.frexp(10**400)",
    "math.fsum([1e308, 1e308])", "math.fsum([math.inf, -math.inf])", "math.fsum(['a'])", "math.fsum(1)",
    "math.dist([1], [1, 2])", "math.dist(1, 2)", "math.dist([1], ['a'])", "math.hypot('a')",
    "math.factorial(-1)", "math.factorial(5.0)", "math.factorial(10**20)", "math.factorial('a')",
    "math.gcd(1.5)", "math.lcm(2, 'a')", "math.isqrt(-1)", "math.isqrt(2.0)",
    "math.comb(-1, 2)", "math.comb(5, -1)", "math.comb(1.0, 2)", "math.perm(5, -1)", "math.perm(-3)", "math.perm(2, 1.5)",
    "math.isclose(1, 2, rel_tol=-1)", "math.isclose(1)", "math.isclose(1, 2, 3)", "math.isclose(1, 2, rel_tol='a')", "math.isclose(1, 2, foo=1)",
    "math.sqrt()", "math.sqrt(1, 2)", "math.sqrt(x=1)", "math.pow(1)", "math.atan2(1)", "math.log()", "math.log(1, 2, 3)",
    "math.gcd(1, x=2)", "math.prod()", "math.prod(1)", "math.prod([1], foo=2)", "math.comb(1)", "math.perm()", "math.hypot(x=1)",
    "math.nextafter(1)", "math.copysign(1)", "math.copysign(1, 'a')", "math.ulp()", "math.fmod(1)", "math.modf()",
    "math.isfinite('a')", "math.floor(1.5, 2)", "math.prod([1, 'a', None])",
]
for c in cases:
    try:
        print(c, "->", repr(eval(c)))
    except Exception as e:
        print(c, "!!", type(e).__name__, e)

math.sqrt(-4)
