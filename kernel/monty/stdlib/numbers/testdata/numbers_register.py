import numbers
class Meters:
    def __init__(self, v):
        self.v = v
print(isinstance(Meters(1), numbers.Number), isinstance(Meters(1), numbers.Real))
numbers.Real.register(Meters)
print(isinstance(Meters(1), numbers.Number), isinstance(Meters(1), numbers.Complex), isinstance(Meters(1), numbers.Real), isinstance(Meters(1), numbers.Rational))
print(issubclass(Meters, numbers.Real), issubclass(Meters, numbers.Integral))
class Count:
    pass
r = numbers.Integral.register(Count)
print(r is Count, issubclass(Count, numbers.Number), issubclass(Count, numbers.Rational))
class Tag:
    pass
numbers.Number.register(Tag)
print(isinstance(Tag(), numbers.Number), isinstance(Tag(), numbers.Complex))
