import numbers
class I(numbers.Integral):
    def __init__(self, v): self.v = int(v)
    def __int__(self): return self.v
    def __repr__(self): return f'I({self.v})'
    def __eq__(self, o): return self.v == int(o)
    def __hash__(self): return hash(self.v)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __pos__(self): return I(self.v)
    def __neg__(self): return I(-self.v)
    def __abs__(self): return I(abs(self.v))
    def __invert__(self): return I(~self.v)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, nd=None): return self.v
for name in ['add', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lshift', 'rshift', 'and', 'xor', 'or']:
    import operator
    op = getattr(operator, name if name not in ('and', 'or') else name + '_')
    setattr(I, f'__{name}__', lambda self, o, op=op: op(self.v, int(o)))
    setattr(I, f'__r{name}__', lambda self, o, op=op: op(int(o), self.v))
x = I(6)
print(x.numerator, x.denominator, float(x), x.__index__(), [10, 20, 30, 40, 50, 60, 70][x], bin(x), hex(x))
print(x.real, x.imag, x.conjugate(), complex(x), divmod(x, 4), x - 1, 1 - x)
print(float(numbers.Integral.__float__(x)), numbers.Rational.__float__(x))
