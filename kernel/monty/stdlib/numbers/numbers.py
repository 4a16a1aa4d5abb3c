"""The numeric tower (PEP 3141): abstract base classes Number > Complex >
Real > Rational > Integral. int, float and complex are registered; the
classes give the operations that follow from the abstract ones."""

import abc

__all__ = ['Number', 'Complex', 'Real', 'Rational', 'Integral']


def _stubs(names, props=()):
    """Abstract methods (and abstract properties) with the given names,
    for a class body to take over with `locals().update(...)`."""
    def stub(name):
        def method(self, *args):
            raise NotImplementedError
        method.__name__ = method.__qualname__ = name
        return abc.abstractmethod(method)
    out = {name: stub(name) for name in names.split()}
    for name in props.split() if props else ():
        out[name] = property(stub(name))
    return out


class Number(metaclass=abc.ABCMeta):
    """Every number: isinstance(x, Number) tells a number from the rest."""
    __slots__ = ()

    # Concrete numbers define their own hash, equal for equal values.
    __hash__ = None


class Complex(Number):
    """Numbers with real and imaginary parts: complex's operations."""
    __slots__ = ()

    locals().update(_stubs(
        '__complex__ __add__ __radd__ __neg__ __pos__ __mul__ __rmul__ '
        '__truediv__ __rtruediv__ __pow__ __rpow__ __abs__ conjugate __eq__',
        'real imag'))

    def __bool__(self):
        return self != 0

    __sub__ = lambda self, other: self + (-other)
    __rsub__ = lambda self, other: other + (-self)


class Real(Complex):
    """Ordered numbers on the line: float's operations."""
    __slots__ = ()

    locals().update(_stubs(
        '__float__ __trunc__ __floor__ __ceil__ __round__ __floordiv__ '
        '__rfloordiv__ __mod__ __rmod__ __lt__ __le__'))

    # A real number is its own real part and its own conjugate.
    real = property(lambda self: +self)
    imag = property(lambda self: 0)
    conjugate = lambda self: +self
    __complex__ = lambda self: complex(self.__float__())
    __divmod__ = lambda self, other: (self // other, self % other)
    __rdivmod__ = lambda self, other: (other // self, other % self)


class Rational(Real):
    """Ratios of integers, in lowest terms."""
    __slots__ = ()

    locals().update(_stubs('', 'numerator denominator'))

    def __float__(self) -> float:
        # Divide the integers: exact to the float's precision, even
        # when either one is too large to be a float.
        top, bottom = int(self.numerator), int(self.denominator)
        return top / bottom


class Integral(Rational):
    """Whole numbers, with the bitwise operations: int's operations."""
    __slots__ = ()

    locals().update(_stubs(
        '__int__ __pow__ __lshift__ __rlshift__ __rshift__ __rrshift__ '
        '__and__ __rand__ __xor__ __rxor__ __or__ __ror__ __invert__'))

    # An integer is the ratio of itself to 1.
    numerator = property(lambda self: +self)
    denominator = property(lambda self: 1)
    __index__ = lambda self: int(self)
    __float__ = lambda self: float(self.__int__())


for _abc, _concrete in ((Complex, complex), (Real, float), (Integral, int)):
    _abc.register(_concrete)
del _abc, _concrete
del _stubs
