import numbers
from fractions import Fraction
class Q(numbers.Rational):
    def __init__(self, n, d): self.n, self.d = n, d
    @property
    def numerator(self): return self.n
    @property
    def denominator(self): return self.d
    for name in ['__add__', '__radd__', '__mul__', '__rmul__', '__truediv__', '__rtruediv__', '__pow__', '__rpow__',
                 '__floordiv__', '__rfloordiv__', '__mod__', '__rmod__', '__lt__', '__le__', '__eq__', '__neg__', '__pos__',
                 '__abs__', '__trunc__', '__floor__', '__ceil__', '__round__']:
        locals()[name] = lambda self, *a: NotImplemented
    del name
    __hash__ = object.__hash__
q = Q(1, 3)
print(float(q), float(Q(10**400, 10**399)), Fraction(q), q.real is q, q.imag)
try:
    Q.__abstractmethods__ and None
    print(sorted(Q.__abstractmethods__))
except AttributeError as e:
    print('AttributeError')
class Partial(numbers.Rational):
    pass
try:
    Partial()
except TypeError as e:
    print('TypeError', str(e).split(' with ')[0])
