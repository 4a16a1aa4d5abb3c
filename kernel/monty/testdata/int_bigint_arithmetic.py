# Arbitrary-precision ints: growth past 64 bits, mixed signs, and exactness.
a = 2 ** 64
print(a, a - 1, a + 1, -a, a * a, a * a // a == a)
print(2 ** 63 - 1 + 1, -(2 ** 63) - 1, (2 ** 63) * 2)
f = 1
for i in range(1, 51):
    f *= i
print(f, len(str(f)), f % 1000003, f // 10 ** 60)
print(3 ** 200 % 10 ** 20, -(3 ** 100) // 7, -(3 ** 100) % 7, divmod(-(10 ** 30), 12345))
print(abs(-(10 ** 40)), (10 ** 40).bit_length(), (-(10 ** 40)).bit_length(), (255).bit_count())
x = 123456789123456789123456789
print(x * x, x ** 3 % (10 ** 9 + 7), x // -1000, x % -1000, -x % 1000)
print(int("9" * 50) + 1, 10 ** 50 - 1 == int("9" * 50))
print(sum(range(10 ** 6)), sum(i * i for i in range(1000)))
print((1 << 200) >> 199, (1 << 200) & ((1 << 100) - 1), ((1 << 200) | 1) & 1)
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2, -(2 ** 70) // 3, -(2 ** 70) % 3)
print(hex(2 ** 100), oct(2 ** 70), bin(2 ** 40 + 1), hex(-(2 ** 65)))
print(int.from_bytes(b"\x01\x00", "big"), (1024).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\xff\xff", "big", signed=True), (2 ** 70).to_bytes(9, "big"))
try:
    (256).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
print((10).as_integer_ratio(), (7).numerator, (7).denominator, (7).real, (7).imag, (5).conjugate())
print(True + 2 ** 100, (2 ** 100) * False, isinstance(2 ** 100, int))
