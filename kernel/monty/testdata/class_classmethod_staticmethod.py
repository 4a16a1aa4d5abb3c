# classmethod receives the class, staticmethod nothing; both work from instances.
class Temp:
    scale = "C"
    def __init__(self, deg): self.deg = deg
    @classmethod
    def from_f(cls, f):
        return cls(round((f - 32) * 5 / 9, 2))
    @staticmethod
    def valid(d):
        return d > -273.15
    @classmethod
    def describe(cls):
        return f"{cls.__name__} in {cls.scale}"
    def __repr__(self): return f"{type(self).__name__}({self.deg})"
class Kelvinish(Temp):
    scale = "K"
print(Temp.from_f(212), Kelvinish.from_f(32), Temp(5).from_f(50))
print(Temp.valid(-300), Temp(1).valid(0), Kelvinish.describe(), Temp.describe())
cm = Temp.__dict__["from_f"]
sm = Temp.__dict__["valid"]
print(type(cm).__name__, type(sm).__name__, cm.__func__.__name__, sm.__func__.__name__)
print(callable(sm), sm(1))
print(Temp.from_f.__self__ is Temp, Kelvinish.from_f.__self__ is Kelvinish)
class Counter:
    instances = 0
    def __init__(self):
        type(self).bump()
    @classmethod
    def bump(cls):
        cls.instances += 1
class Sub(Counter): pass
Counter(); Sub(); Sub()
print(Counter.instances, Sub.instances)
