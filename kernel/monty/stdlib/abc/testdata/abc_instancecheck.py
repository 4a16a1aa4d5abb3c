import abc

class Number(abc.ABC):
    pass

Number.register(int)
Number.register(float)
for v in (1, 2.5, True, "x", None, 3j):
    print(repr(v), isinstance(v, Number))
print(issubclass(bool, Number), issubclass(complex, Number))

class Proxy:
    def __init__(self, target):
        self._t = target
    @property
    def __class__(self):
        return type(self._t)
print(isinstance(Proxy(5), Number), isinstance(Proxy("s"), Number))
print(isinstance(3, (str, Number)), issubclass(int, (str, Number)))
