# A numeric loop: integer and float arithmetic on locals.
def bench():
    total = 0
    acc = 0.0
    i = 0
    while i < 300000:
        total += (i * i) % 7
        acc += i * 0.5 - total / (i + 1)
        i += 1
    for j in range(200000):
        total ^= j << 1
    return total, round(acc, 3)
