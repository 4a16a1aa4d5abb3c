# Sieve of Eratosthenes, gcd/lcm, factorization, perfect numbers, digit sums.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(is_p) if p]
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
def factor(n):
    out, d = [], 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out
primes = sieve(100)
print(primes, len(sieve(10000)))
print(gcd(1071, 462), gcd(-12, 18), 12 * 18 // gcd(12, 18), factor(360), factor(9973), factor(2 ** 10 * 3 ** 5))
print([n for n in range(2, 500) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n])
print(sum(int(c) for c in str(2 ** 1000)), len(str(2 ** 1000)), str(3 ** 50)[-10:])
