# cmath: sqrt of negatives, polar/rect, phase, exp/log, constants, isclose.
import cmath
print(cmath.sqrt(-1), cmath.sqrt(-4 + 0j), cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.polar(1j), cmath.rect(2, cmath.pi / 2))
print(cmath.exp(1j * cmath.pi), cmath.log(-1), cmath.log10(100), cmath.log(8, 2), cmath.sin(1j), cmath.cos(1 + 1j))
print(cmath.pi, cmath.e, cmath.inf, cmath.infj, cmath.isclose(cmath.exp(1j * cmath.pi), -1), cmath.isfinite(1 + 1j), cmath.isnan(complex("nan")))
print(abs(cmath.sqrt(2j) ** 2 - 2j) < 1e-12, cmath.acos(2), cmath.atanh(0.5))
try:
    cmath.log(0)
except ValueError as e:
    print("ValueError:", e)
