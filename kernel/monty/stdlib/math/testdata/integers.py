import math

print([math.factorial(n) for n in range(25)])
print(len(str(math.factorial(3000))), math.factorial(100) % 1000003, math.factorial(True))
print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(12, 18, 27), math.gcd(0, 0), math.gcd(2**100, 6**50), math.gcd(-4, 6))
print(math.lcm(), math.lcm(4), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(0, 5), math.lcm(-4, 6), math.lcm(2**64, 3**40))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**50), math.isqrt(2**201 + 12345), math.isqrt(True))
print([math.comb(10, k) for k in range(12)], math.comb(100, 50), math.comb(10**20, 3), math.comb(5, 0))
print([math.perm(6, k) for k in range(8)], math.perm(5), math.perm(5, None), math.perm(10**20, 2))
print(math.prod([]), math.prod(range(1, 11)), math.prod([1.5, 2, 3]), math.prod([2, 3], start=10), math.prod(["ab", 3]), math.prod(range(1, 30)), math.prod([], start="x"))

class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v

class Flt:
    def __float__(self): return 2.25

class Floor:
    def __floor__(self): return "floored"
    def __ceil__(self): return "ceiled"
    def __trunc__(self): return "truncated"

print(math.factorial(Idx(6)), math.gcd(Idx(12), 8), math.comb(Idx(5), Idx(2)), math.sqrt(Flt()), math.sqrt(Idx(16)), math.isqrt(Idx(17)))
print(math.floor(Floor()), math.ceil(Floor()), math.trunc(Floor()), math.floor(Flt()), math.ceil(Flt()))

class F(float):
    pass

print(math.floor(F(2.5)), math.sqrt(F(9.0)), math.isclose(F(1), 1))
