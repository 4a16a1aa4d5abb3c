import secrets
for k in [0, 1, 2, 7, 8, 31, 32, 64, 100, 1000]:
    vals = [secrets.randbits(k) for _ in range(100)]
    print(k, all(0 <= v < 2 ** k for v in vals), max(vals).bit_length() <= k)
print(len({secrets.randbits(64) for _ in range(100)}) > 95)
