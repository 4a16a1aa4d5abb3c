# Two's complement semantics of negative ints in &, |, ^, ~, >> with arbitrary precision.
for a in [-1, -2, -7, -128, -(2 ** 65)]:
    print(a, a & 0xFF, a | 0x0F, a ^ -1, ~a, a >> 1, a >> 100, a << 3, bin(a & 0xFFFF))
print(-5 // 2, -5 >> 1, 5 >> 1, -(5 >> 1), (-5) % 4, -5 & 3)
print((2 ** 100 - 1) & -(2 ** 50), -(2 ** 100) | 1, (-(2 ** 70)) ^ (2 ** 70), ~(2 ** 80))
print(int.bit_length(-255), (-255).bit_count(), (-1) & (2 ** 64 - 1) == 2 ** 64 - 1)
