import numbers, math
from fractions import Fraction
print(numbers.Real.__complex__(2.5), numbers.Real.real.fget(3.5), numbers.Real.imag.fget(3.5), numbers.Real.conjugate(1.5))
print(numbers.Integral.numerator.fget(7), numbers.Integral.denominator.fget(7), numbers.Integral.__index__(True), numbers.Integral.__float__(3))
print(numbers.Rational.__float__(Fraction(1, 3)), numbers.Complex.__bool__(0j), numbers.Complex.__bool__(1j))
print(numbers.Complex.__sub__(5, 2), numbers.Complex.__rsub__(5, 2), numbers.Real.__divmod__(7.5, 2), numbers.Real.__rdivmod__(2, 7.5))
print([isinstance(x, numbers.Integral) for x in (True, 0, 10**30, 1.0, Fraction(2, 1))])
