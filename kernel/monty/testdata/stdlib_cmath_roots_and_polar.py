# Complex roots of unity, quadratic roots with cmath, polar round trips.
import cmath
roots = [cmath.rect(1, 2 * cmath.pi * k / 4) for k in range(4)]
print([complex(round(z.real, 12), round(z.imag, 12)) for z in roots])
def quadratic(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)
print(quadratic(1, 2, 5), quadratic(1, -3, 2))
z = complex(-2, 2)
r, phi = cmath.polar(z)
print(round(r, 12), round(phi, 12), cmath.rect(r, phi), abs(cmath.rect(r, phi) - z) < 1e-12)
