# fsum exactness, isclose tolerances, copysign/nextafter/ulp, floor/ceil on huge floats.
import math
vals = [1e100, 1.0, -1e100, 1e-100]
print(sum(vals), math.fsum(vals), math.fsum([0.1] * 10) == 1.0, sum([0.1] * 10) == 1.0)
print(math.isclose(1e-10, 1.1e-10), math.isclose(1e-10, 1.1e-10, rel_tol=0.2), math.isclose(math.inf, math.inf), math.isclose(math.nan, math.nan))
print(math.copysign(1, -0.0), math.nextafter(0, 1), math.ulp(1e16), math.floor(1e300) == 10 ** 300 or math.floor(1e300) > 0, math.ceil(2.000000001))
print(math.exp(-1000), math.log(1e-320), math.sqrt(1e-320) > 0, math.pow(-8, 1 / 3) if False else math.pow(2, -1074), math.hypot(3e200, 4e200))
print(round(math.sin(math.pi), 20), math.cos(math.pi / 2) < 1e-16, math.atan(math.inf), math.tanh(1000), math.degrees(math.tau))
