import secrets
for n in [1, 2, 3, 7, 10, 256, 1000, 2**64, 10**30]:
    vals = [secrets.randbelow(n) for _ in range(300)]
    print(n, all(0 <= v < n for v in vals), all(type(v) is int for v in vals), len(set(vals)) > 1 if n > 1 else set(vals))
counts = [0] * 4
for _ in range(4000):
    counts[secrets.randbelow(4)] += 1
print(all(800 < c < 1200 for c in counts))
print(secrets.randbelow(True) if False else secrets.randbelow(1))
