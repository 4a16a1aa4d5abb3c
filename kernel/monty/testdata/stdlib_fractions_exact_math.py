# Exact rational arithmetic with Fraction: harmonic sums, continued fractions, comparisons with floats.
from fractions import Fraction
h = sum(Fraction(1, n) for n in range(1, 21))
print(h, float(h), h.numerator.bit_length())
def continued(f, n=8):
    out = []
    for _ in range(n):
        a = f.numerator // f.denominator
        out.append(a)
        f -= a
        if f == 0:
            break
        f = 1 / f
    return out
print(continued(Fraction(415, 93)), continued(Fraction(3.14159265358979)))
print(Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5, Fraction(1, 3) < 0.3333333333333333, sorted([Fraction(2, 3), 0.5, Fraction(1, 7)]))
print(Fraction("3/4") ** 2, Fraction(-7, 3) // 1, Fraction(-7, 3) % 1, Fraction(5, 1) == 5, hash(Fraction(5)) == hash(5), format(Fraction(1, 3), "") if False else str(Fraction(1, 3)))
