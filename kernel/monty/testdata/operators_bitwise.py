# Bitwise operators on positive, negative and big ints.
for a, b in [(12, 10), (-12, 10), (12, -10), (-12, -10)]:
    print(a & b, a | b, a ^ b, ~a)
print(1 << 100, (1 << 100) >> 98, -1 >> 10, -1024 >> 3, -5 >> 1, 5 >> 10)
print(0xFF & -256, -(2 ** 70) & 0xFFFF, (2 ** 70 - 1) ^ 2 ** 69)
print(True & False, True | False, True ^ True, type(True & True).__name__)
print(~True, ~0, ~-1)
try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
try:
    1 >> -1
except ValueError as e:
    print("ValueError:", e)
try:
    1.0 & 1
except TypeError as e:
    print("TypeError:", e)
s1, s2 = {1, 2, 3}, {2, 3, 4}
print(s1 & s2, s1 | s2, s1 ^ s2, s1 - s2)
print(bin(0b1010 & 0b0110), oct(0o17 | 0o60), hex(0xF0 ^ 0xFF))
