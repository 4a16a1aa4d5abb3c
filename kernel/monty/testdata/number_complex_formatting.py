# complex repr and format in detail.
for z in [1j, -1j, 1 + 1j, 1.5 - 2.5j, complex(0, 0), complex(-0.0, -0.0), complex(1e20, 1e-20),
          complex(float("inf"), 1), complex(1, float("nan")), 3 + 0j, -(3 + 0j), 1e300j * 10]:
    print(repr(z), str(z), f"{z:.2f}", f"{z:g}", f"{z:>20}")
print(complex("1j"), complex("-1.5e3+2j"), complex("(1+2j)"), complex(" 3 "), complex(1j, 1j))
print((1 + 2j).real, (1 + 2j).imag, type((1 + 2j).real).__name__, abs(-3j), (3 + 4j).conjugate())
