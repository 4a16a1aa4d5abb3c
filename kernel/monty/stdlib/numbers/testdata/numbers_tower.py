import numbers
from numbers import Number, Complex, Real, Rational, Integral
from fractions import Fraction

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

for v in [1, True, 1.5, 2j, Fraction(1, 2), 'x', None]:
    print(type(v).__name__, [c.__name__ for c in (Number, Complex, Real, Rational, Integral) if isinstance(v, c)])
print([c.__name__ for c in Integral.__mro__], Number.__hash__)
for c in (Complex, Real, Rational, Integral):
    print(c.__name__, sorted(c.__abstractmethods__))
print(type(Number()).__name__, attempt(Integral))

class MyInt(Integral):
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __pow__(self, e, m=None): return MyInt(pow(self.v, int(e), m))
    def __rpow__(self, b): return b ** self.v
    def __lshift__(self, o): return self.v << o
    def __rlshift__(self, o): return o << self.v
    def __rshift__(self, o): return self.v >> o
    def __rrshift__(self, o): return o >> self.v
    def __and__(self, o): return self.v & o
    def __rand__(self, o): return o & self.v
    def __xor__(self, o): return self.v ^ o
    def __rxor__(self, o): return o ^ self.v
    def __or__(self, o): return self.v | o
    def __ror__(self, o): return o | self.v
    def __invert__(self): return ~self.v
    def __add__(self, o): return MyInt(self.v + int(o))
    def __radd__(self, o): return MyInt(int(o) + self.v)
    def __neg__(self): return MyInt(-self.v)
    def __pos__(self): return MyInt(self.v)
    def __mul__(self, o): return MyInt(self.v * int(o))
    def __rmul__(self, o): return MyInt(int(o) * self.v)
    def __truediv__(self, o): return self.v / o
    def __rtruediv__(self, o): return o / self.v
    def __floordiv__(self, o): return self.v // o
    def __rfloordiv__(self, o): return o // self.v
    def __mod__(self, o): return self.v % o
    def __rmod__(self, o): return o % self.v
    def __abs__(self): return MyInt(abs(self.v))
    def __eq__(self, o): return self.v == int(o)
    def __lt__(self, o): return self.v < o
    def __le__(self, o): return self.v <= o
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, n=None): return self.v
    def __hash__(self): return hash(self.v)
    def __repr__(self): return 'MyInt(%d)' % self.v
m = MyInt(7)
print(m.numerator, m.denominator, float(m), complex(m), m.real, m.imag, m.conjugate(), [10, 20, 30, 40, 50, 60, 70, 80][m], bool(m), m - 2, 10 - m, divmod(m, 2))
print(isinstance(m, Rational), Fraction(m, 2), sorted(numbers.__all__))
