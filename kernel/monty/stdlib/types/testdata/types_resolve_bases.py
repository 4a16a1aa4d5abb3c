import types
class Fake:
    def __init__(self, *real):
        self.real = real
    def __mro_entries__(self, bases):
        return self.real
f = Fake(int)
print(types.resolve_bases((f,)), types.resolve_bases((str, Fake())), types.resolve_bases(()))
b = (str,)
print(types.resolve_bases(b) is b)
K = types.new_class('K', (Fake(dict),))
print(K.__bases__, K.__orig_bases__[0].real)
class Bad:
    def __mro_entries__(self, bases):
        return [int]
try:
    types.resolve_bases((Bad(),))
except TypeError as e:
    print(e)
class Typed:
    __mro_entries__ = None
print(types.resolve_bases((list[int],)))
