import cmath

zs = [1 + 1j, -2 + 0.5j, 0.3 - 0.7j, 3j, -1.5, 2.5, 1e-320 + 1e-320j, 1e300 + 1e300j, -0.0 + 0j, 1 - 0j, 0.5 + 0.5j, -3 - 4j]
for name in ["sqrt", "exp", "log", "log10", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "sin", "sinh", "tan", "tanh"]:
    f = getattr(cmath, name)
    out = []
    for z in zs:
        try:
            out.append(repr(f(z)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print(name, " ".join(out))
for i in range(40):
    z = complex((i - 20) * 0.37, (i % 7 - 3) * 0.61)
    print(cmath.sqrt(z), cmath.exp(z), cmath.log(z) if z else None, cmath.asin(z), cmath.atanh(z) if abs(z) != 1 else None, cmath.tan(z))
print(cmath.phase(-1), cmath.phase(1j), cmath.polar(3 + 4j), cmath.rect(2, cmath.pi / 2), cmath.rect(1, 0), cmath.log(8, 2), cmath.log(1j, 1 + 1j))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj, cmath.isfinite(1 + 1j), cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isclose(1 + 1j, 1 + 1.0000000001j))
for bad in ["cmath.log(0)", "cmath.atanh(1)", "cmath.exp(1000)", "cmath.cosh(1000 + 1j)", "cmath.sqrt('x')", "cmath.isclose(1, 2, rel_tol=-1)"]:
    try:
        print(eval(bad))
    except (ValueError, OverflowError, TypeError) as e:
        print(bad, type(e).__name__, e)
class C:
    def __complex__(self): return 2 + 2j
print(cmath.sqrt(C()), cmath.sqrt(4), cmath.exp(0))
