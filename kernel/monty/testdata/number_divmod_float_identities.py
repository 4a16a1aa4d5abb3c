# divmod identity a == b*q + r with the sign of r following b, for ints and floats.
for a in [7, -7, 7.5, -7.5, 0.0, 10 ** 20]:
    for b in [2, -2, 0.5, -0.75, 3]:
        q, r = divmod(a, b)
        print(a, b, q, r, a // b == q, a % b == r, abs(b * q + r - a) < 1e-9)
print(divmod(-0.0, 1), divmod(0.0, -1), divmod(5, float("inf")), divmod(-5, float("inf")))
