# Integer-oriented math: isqrt, comb/perm large, gcd/lcm of many, factorial size, prod with big values.
import math
print(math.isqrt(2 ** 100), math.isqrt(99), math.comb(100, 50), math.perm(20, 5), math.factorial(30))
print(math.gcd(2 ** 64, 6 ** 20), math.lcm(*range(1, 21)), math.gcd(), math.lcm(), math.gcd(-12, 18), math.prod(range(1, 21)) == math.factorial(20))
print(len(str(math.factorial(1000))), sum(map(int, str(math.factorial(100)))), math.comb(5, 7), math.perm(3, 5))
print(math.floor(10 ** 20 / 3) if False else math.floor(7 / 2), math.ceil(-0.5), math.trunc(10 ** 20 + 0.0) == 10 ** 20)
