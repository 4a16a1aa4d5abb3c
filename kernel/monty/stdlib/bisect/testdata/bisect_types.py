import bisect
from fractions import Fraction
print(bisect.bisect([Fraction(1, 3), 0.5, 1], Fraction(1, 2)), bisect.bisect_left([1, 2.5, 3], 2.5))
print(bisect.bisect_left('acegi', 'd'), bisect.bisect_right(b'acegi', ord('e')), bisect.bisect(range(0, 100, 5), 42))
print(bisect.bisect_left((1, 3, 5), 4), bisect.bisect([(1, 'a'), (1, 'b'), (2, 'a')], (1, 'b')))
class Seq:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i): return i * i
print(bisect.bisect_left(Seq(100), 50), bisect.bisect_right(Seq(100), 49))
