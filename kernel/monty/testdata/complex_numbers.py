# complex: construction, repr, arithmetic, attributes, errors.
z = 3 + 4j
print(z, repr(z), z.real, z.imag, abs(z), z.conjugate(), -z, +z)
print(complex(1, 2), complex("1+2j"), complex("  -3.5j "), complex(2), complex(), complex("1e3-2e-1j"))
print(1j * 1j, (1 + 2j) * (3 - 1j), (1 + 2j) / (1 - 1j), (2 + 0j) ** 2, 1j ** 0)
print(0j, -0j, complex(0, -0.0), complex(-0.0, 0), 1 + 0j, 1 - 0j, 0.5j, 1e20j, complex(float("inf"), float("nan")))
print((1 + 2j) == complex(1, 2), 1 + 0j == 1, hash(1 + 0j) == hash(1), z != 5)
print(complex(1, 2) + 1, 2 * z, z - 1.5, z ** 0.5)
for bad in [lambda: 1j / 0, lambda: z < z, lambda: complex("abc"), lambda: int(z),
            lambda: complex("1", 2), lambda: z // 2, lambda: z % 2, lambda: float(z)]:
    try:
        bad()
    except (ZeroDivisionError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(f"{z:.2f}", f"{z:>15}", format(1.5 + 2.25j, ".1f"), f"{1j:g}")
print(type(z).__name__, isinstance(z, complex), complex(True, False))
