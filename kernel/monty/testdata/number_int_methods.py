# int methods and attributes.
n = 1000
print(n.bit_length(), (0).bit_length(), (-1).bit_length(), (2 ** 100).bit_length(), (7).bit_count(), (-7).bit_count())
print(n.to_bytes(2, "big"), n.to_bytes(4, "little"), (0).to_bytes(0, "big"), (65).to_bytes(1, "big").decode())
print(int.from_bytes(b"\x03\xe8", "big"), int.from_bytes([1, 0], "little"), int.from_bytes(b"", "big"), int.from_bytes(b"\x80", "big", signed=True))
print(n.numerator, n.denominator, n.real, n.imag, n.conjugate(), n.as_integer_ratio(), (-5).__abs__(), (5).__neg__())
print(int.__add__(1, 2), (3).__mul__(4), (10).__floordiv__(3), (10).__rtruediv__(5), (2).__pow__(10), (7).__mod__(3))
print((5).__eq__(5.0), (5).__lt__(6), (5).__eq__("5"), (5).__add__("x"), (5).__index__(), (5).__bool__(), (0).__bool__())
print(int.__name__, type(n).__name__, isinstance(n, int), (255).__format__("x"), (3).__round__(-1), (15).__round__(-1))
print(sorted([(-1) ** i * i for i in range(6)]), [i.bit_length() for i in (1, 2, 3, 4, 255, 256)])
