from fractions import Fraction as F
import math
pi = F(math.pi)
for m in [1, 2, 5, 7, 10, 57, 100, 113, 1000, 10**6, 10**9]:
    print(m, pi.limit_denominator(m))
for f in [F(1, 3), F(-3, 7), F(0), F(5), F(10**20 + 1, 10**20), F(-22, 7)]:
    print(f, f.limit_denominator(), f.limit_denominator(3), f.limit_denominator(1))
print(F(0.1).limit_denominator(), F('0.333').limit_denominator(10), F(3, 8).limit_denominator(4))
for bad in [0, -1]:
    try:
        F(1, 3).limit_denominator(bad)
    except ValueError as e:
        print(bad, 'ValueError', e)
print(F(1.1).limit_denominator(10) is not F(1.1), type(F(1, 2).limit_denominator(5)).__name__)
