# complex arithmetic: mixed with int/float, powers, division results, equality with reals.
z = complex(3, 4)
print(z + 1, 1 + z, z * 2.5, z / 2, 2 / z, z ** 2, z ** -1, z ** 0.5, 2 ** z)
print(z == 3 + 4j, z != 3, complex(5, 0) == 5, complex(5, 0) == 5.0, (1j) ** 2 == -1)
print(abs(complex(-3, -4)), (1 + 1j).conjugate() * (1 + 1j), complex(2, -0.0), -complex(0, 0))
print(sum([1j, 2, 3.5]), [c.real for c in (1j, 2 + 0j)], pow(1j, 4), (0j) ** 0)
try:
    0j ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    pow(1j, 2, 3)
except ValueError as e:
    print("ValueError:", e)
