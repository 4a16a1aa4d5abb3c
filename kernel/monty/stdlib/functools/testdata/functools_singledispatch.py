from functools import singledispatch, singledispatchmethod
from collections.abc import Mapping, Sequence, Iterable
import numbers

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

@singledispatch
def describe(x):
    return 'object'

@describe.register
def _(x: int):
    return 'int %d' % x

@describe.register(str)
def _(x):
    return 'str ' + x

@describe.register(list)
@describe.register(tuple)
def _(x):
    return 'seq of %d' % len(x)

@describe.register
def _(x: float | complex):
    return 'floaty'

@describe.register(Mapping)
def _(x):
    return 'mapping'

def for_bool(x):
    return 'bool'
describe.register(bool, for_bool)

class MyInt(int):
    pass

from collections import OrderedDict
for v in [1, 'a', [1, 2], (1,), 1.5, 2j, {'a': 1}, OrderedDict(), True, MyInt(3), None, b'x', set()]:
    print(type(v).__name__, describe(v))
print(describe.dispatch(int).__name__, describe.dispatch(bool) is for_bool, describe.dispatch(object).__name__)
print(sorted(t.__name__ for t in describe.registry), type(describe.registry).__name__)
print(attempt(lambda: describe()), describe.__name__, attempt(lambda: describe.register(1)))
def unann(x):
    pass
print(attempt(lambda: describe.register(unann)).split(" at ")[0])

@singledispatch
def abcs(x):
    return 'default'

@abcs.register(Sequence)
def _(x):
    return 'sequence'

@abcs.register(Iterable)
def _(x):
    return 'iterable'

@abcs.register(numbers.Integral)
def _(x):
    return 'integral'

@abcs.register(numbers.Number)
def _(x):
    return 'number'

for v in [[1], 'ab', {1}, iter([]), 3, 2.5, None, range(2)]:
    print(type(v).__name__, abcs(v))

class Fmt:
    @singledispatchmethod
    def show(self, arg):
        return 'generic %r' % (arg,)
    @show.register
    def _(self, arg: int):
        return 'int %d' % arg
    @show.register(list)
    def _(self, arg):
        return 'list ' + ','.join(map(str, arg))
    @singledispatchmethod
    @classmethod
    def kind(cls, arg):
        return cls.__name__ + ' generic'
    @kind.register
    @classmethod
    def _(cls, arg: str):
        return cls.__name__ + ' str'

f = Fmt()
print(f.show(3), f.show([1, 2]), f.show('s'), Fmt.kind(1), Fmt.kind('a'), f.kind('b'))
print(Fmt.show.__name__ if hasattr(Fmt.show, '__name__') else None)
