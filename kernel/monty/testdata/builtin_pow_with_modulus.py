# pow with a modulus, including negative exponents (modular inverse).
print(pow(3, 4, 5), pow(3, 0, 1), pow(0, 0, 7), pow(-3, 3, 7), pow(3, 3, -7), pow(2, 10 ** 18, 10 ** 9 + 7))
print(pow(3, -1, 11), pow(3, -2, 11), pow(-3, -1, 11), pow(7, -1, 1), (pow(5, -1, 13) * 5) % 13)
print(pow(2, 100), pow(2, -1), pow(2.5, 2), pow(-8, 1 / 3), pow(0, 0), pow(1, -1), pow(-1, -3))
for args in [(2, 3, 0), (3, -1, 9), (2, 1.5, 3), (2.0, 2, 3)]:
    try:
        pow(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(pow(base=2, exp=5, mod=7), pow(2, exp=3))
