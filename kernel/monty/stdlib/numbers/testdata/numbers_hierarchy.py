import numbers
for c in [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]:
    print(c.__name__, [b.__name__ for b in c.__mro__], c.__module__, type(c).__name__, c.__slots__)
print(numbers.__all__)
print(issubclass(numbers.Integral, numbers.Rational), issubclass(numbers.Real, numbers.Integral), issubclass(numbers.Complex, numbers.Number))
print(numbers.Number.__hash__, numbers.Complex.__hash__)
for c in [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]:
    try:
        c()
        print(c.__name__, 'instantiated')
    except TypeError as e:
        print(c.__name__, 'TypeError', str(e).split(' with ')[0])
