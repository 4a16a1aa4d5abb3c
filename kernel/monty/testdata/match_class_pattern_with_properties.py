# Class patterns read attributes via getattr, so properties and __getattr__ participate.
class Temp:
    __match_args__ = ("celsius",)
    def __init__(self, c): self._c = c
    @property
    def celsius(self): return self._c
    @property
    def fahrenheit(self): return self._c * 9 / 5 + 32
    def __getattr__(self, name):
        if name == "kelvin":
            return self._c + 273.15
        raise AttributeError(name)
for t in [Temp(-5), Temp(20), Temp(100)]:
    match t:
        case Temp(c) if c < 0:
            print("freezing", c)
        case Temp(fahrenheit=f, kelvin=k) if f > 200:
            print("boiling", f, k)
        case Temp(celsius=c):
            print("mild", c)
