import numbers
class C(numbers.Complex):
    def __init__(self, re, im): self.re, self.im = re, im
    def __complex__(self): return complex(self.re, self.im)
    @property
    def real(self): return self.re
    @property
    def imag(self): return self.im
    def __add__(self, o): return C(self.re + complex(o).real, self.im + complex(o).imag)
    def __radd__(self, o): return self + o
    def __neg__(self): return C(-self.re, -self.im)
    def __pos__(self): return self
    def __mul__(self, o): return complex(self) * complex(o)
    def __rmul__(self, o): return complex(o) * complex(self)
    def __truediv__(self, o): return complex(self) / complex(o)
    def __rtruediv__(self, o): return complex(o) / complex(self)
    def __pow__(self, o): return complex(self) ** o
    def __rpow__(self, o): return o ** complex(self)
    def __abs__(self): return abs(complex(self))
    def conjugate(self): return C(self.re, -self.im)
    def __eq__(self, o): return complex(self) == complex(o)
    def __repr__(self): return f'C({self.re}, {self.im})'
z = C(1, 2)
print(z - C(0, 1), 5 - z, bool(z), bool(C(0, 0)), z.conjugate(), abs(C(3, 4)), z == 1 + 2j)
print(numbers.Complex.__hash__ is None, C.__hash__ is None)
try:
    hash(z)
except TypeError as e:
    print('TypeError', e)
