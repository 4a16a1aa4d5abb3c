import functools
class Data:
    def __init__(self):
        self.count = 0
    @functools.cached_property
    def value(self):
        """The value."""
        self.count += 1
        return self.count * 10
d = Data()
print(d.value, d.value, d.count, 'value' in vars(d))
del d.value
print(d.value, d.count)
d.value = 5
print(d.value, Data.value.__doc__, Data.value.attrname, type(Data.value).__name__)
class Slotted:
    __slots__ = ('x',)
    @functools.cached_property
    def y(self):
        return 1
try:
    Slotted().y
except TypeError as e:
    print(e)
cp = functools.cached_property(lambda self: 1)
try:
    cp.__get__(Data())
except TypeError as e:
    print(e)
try:
    class Two:
        a = b = functools.cached_property(lambda self: 1)
except (TypeError, RuntimeError) as e:
    print(type(e).__name__)
