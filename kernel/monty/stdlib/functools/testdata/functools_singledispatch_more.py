import functools
from collections.abc import Mapping, Sequence, Iterable
@functools.singledispatch
def kind(x):
    return 'object'
@kind.register
def _(x: int):
    return 'int'
@kind.register(str)
def _(x):
    return 'str'
kind.register(list, lambda x: 'list')
@kind.register
def _(x: Mapping):
    return 'mapping'
@kind.register
def _(x: Iterable):
    return 'iterable'
@kind.register
def _(x: float | complex):
    return 'number'
for v in (1, True, 'a', [1], {1: 2}, (1,), {1}, 1.5, 2j, None):
    print(repr(v), kind(v))
print(kind.dispatch(bool).__name__, sorted(k.__name__ for k in kind.registry), kind.__name__)
for bad in (lambda: kind.register(5), lambda: kind.register(int, 5) and None, lambda: kind()):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, str(e)[:60])
def noann(x):
    pass
try:
    kind.register(noann)
except TypeError as e:
    print(str(e).split(':')[0])
class Cls:
    @functools.singledispatchmethod
    def go(self, arg):
        return 'base'
    @go.register
    def _(self, arg: int):
        return 'int method'
print(Cls().go(1), Cls().go('x'))
