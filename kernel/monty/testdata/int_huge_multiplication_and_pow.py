# Big-int multiplication, exponentiation, and digit checks.
a = 2 ** 4000 - 1
b = 3 ** 2500
p = a * b
print(p.bit_length(), p % 1000000007, (p // b) == a, len(str(10 ** 1000)), str(7 ** 777)[:20], str(7 ** 777)[-20:])
print(pow(12345, 6789, 10 ** 20), (-3) ** 1001 < 0, (1 << 5000) >> 4990, (10 ** 200 + 1) % 97)
