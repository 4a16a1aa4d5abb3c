import numbers
for c in [numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]:
    print(c.__name__, len(c.__abstractmethods__), sorted(c.__abstractmethods__))
print(sorted(numbers.Number.__abstractmethods__))
print(isinstance(numbers.Complex.real, property), isinstance(numbers.Rational.numerator, property), isinstance(numbers.Integral.numerator, property))
print(numbers.Complex.__add__.__isabstractmethod__, getattr(numbers.Complex.__sub__, '__isabstractmethod__', False))
print(getattr(numbers.Real.__divmod__, '__isabstractmethod__', False), numbers.Real.__lt__.__isabstractmethod__)
