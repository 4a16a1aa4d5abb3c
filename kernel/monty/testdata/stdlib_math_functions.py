# math module: constants, rounding, powers, logs, trig, integer functions, special values.
import math
print(math.pi, math.e, math.tau, math.inf, math.nan != math.nan)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(3), type(math.floor(2.5)).__name__, math.fabs(-3), math.copysign(3, -0.0))
print(math.sqrt(2), math.isqrt(10 ** 20 + 1), math.pow(2, 0.5), math.exp(1), math.expm1(1e-10), math.log(100, 10), math.log10(1000), math.log2(1024), math.log1p(1e-10), math.log(math.e))
print(math.sin(math.pi / 6), math.cos(0), math.tan(math.pi / 4), math.asin(1), math.atan2(1, -1), math.hypot(3, 4), math.hypot(1, 2, 2), math.degrees(math.pi), math.radians(180))
print(math.sinh(1), math.cosh(0), math.tanh(0.5), math.asinh(1), math.acosh(2), math.atanh(0.5))
print(math.gcd(12, 18), math.gcd(0, 0), math.gcd(12, 18, 27), math.lcm(4, 6), math.lcm(2, 3, 5), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.perm(5))
print(math.prod([1, 2, 3, 4]), math.prod([], start=5), math.fsum([0.1] * 10), sum([0.1] * 10), math.dist((0, 0), (3, 4)))
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.isfinite(1e308), math.isinf(-math.inf), math.isnan(math.nan), math.modf(-3.5), math.frexp(8), math.ldexp(0.5, 4), math.fmod(-7, 3), math.remainder(7, 4))
print(math.gamma(5), math.lgamma(10), math.erf(1), math.erfc(1), math.nextafter(1, 2), math.ulp(1.0), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
