# Infinite generators composed lazily, consumed partially.
def naturals(start=1):
    while True:
        yield start
        start += 1
def primes():
    found = []
    for n in naturals(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
def take(n, it):
    out = []
    for x in it:
        if len(out) == n:
            break
        out.append(x)
    return out
print(take(15, primes()))
def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1
print(list(collatz(27))[:10], len(list(collatz(27))))
def running_sum(it):
    total = 0
    for x in it:
        total += x
        yield total
print(take(6, running_sum(naturals())))
def windows(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > size:
            buf.pop(0)
        if len(buf) == size:
            yield tuple(buf)
print(take(3, windows(naturals(), 3)))
