"""Python's operators as functions: add(x, y) is x + y, and so on.

itemgetter and attrgetter come from _operator (Go); the rest is here.
"""

__all__ = """
    abs add and_ attrgetter call concat contains countOf delitem eq floordiv
    ge getitem gt iadd iand iconcat ifloordiv ilshift imatmul imod imul index
    indexOf inv invert ior ipow irshift is_ is_not isub itemgetter itruediv
    ixor le length_hint lshift lt matmul methodcaller mod mul ne neg not_ or_
    pos pow rshift setitem sub truediv truth xor
""".split()

from _operator import itemgetter, attrgetter

_builtin_abs = abs


# Rich comparisons.

def lt(x, y):
    "x < y"
    return x < y


def le(x, y):
    "x <= y"
    return x <= y


def eq(x, y):
    "x == y"
    return x == y


def ne(x, y):
    "x != y"
    return x != y


def ge(x, y):
    "x >= y"
    return x >= y


def gt(x, y):
    "x > y"
    return x > y


# Truth and identity.

def not_(x):
    "not x"
    return not x


def truth(x):
    "True if x is true, else False."
    return bool(x)


def is_(x, y):
    "x is y"
    return x is y


def is_not(x, y):
    "x is not y"
    return x is not y


# Arithmetic and bitwise operators.

def abs(x):
    "abs(x)"
    return _builtin_abs(x)


def add(x, y):
    "x + y"
    return x + y


def and_(x, y):
    "x & y"
    return x & y


def floordiv(x, y):
    "x // y"
    return x // y


def index(x):
    "x.__index__(), for objects that stand for integers."
    hook = getattr(type(x), '__index__', None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return hook(x)


def inv(x):
    "~x"
    return ~x


invert = inv


def lshift(x, y):
    "x << y"
    return x << y


def mod(x, y):
    "x % y"
    return x % y


def mul(x, y):
    "x * y"
    return x * y


def matmul(x, y):
    "x @ y"
    return x @ y


def neg(x):
    "-x"
    return -x


def or_(x, y):
    "x | y"
    return x | y


def pos(x):
    "+x"
    return +x


def pow(x, y):
    "x ** y"
    return x ** y


def rshift(x, y):
    "x >> y"
    return x >> y


def sub(x, y):
    "x - y"
    return x - y


def truediv(x, y):
    "x / y"
    return x / y


def xor(x, y):
    "x ^ y"
    return x ^ y


# Sequences and containers.

def _need_sequence(x):
    if not hasattr(x, '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % type(x).__name__)


def concat(x, y):
    "x + y, for sequences."
    _need_sequence(x)
    return x + y


def contains(x, y):
    "y in x (note the order)."
    return y in x


def _walk(x):
    try:
        return iter(x)
    except TypeError:
        raise TypeError("argument of type '%s' is not iterable" % type(x).__name__) from None


def countOf(x, y):
    "How many items of x are, or equal, y."
    return sum(1 for item in _walk(x) if item is y or item == y)


def delitem(x, y):
    "del x[y]"
    del x[y]


def getitem(x, y):
    "x[y]"
    return x[y]


def indexOf(x, y):
    "The position of the first item of x that is, or equals, y."
    for pos_, item in enumerate(_walk(x)):
        if item is y or item == y:
            return pos_
    raise ValueError('sequence.index(x): x not in sequence')


def setitem(x, y, z):
    "x[y] = z"
    x[y] = z


def length_hint(obj, default=0):
    """How many items obj will give: len(obj), else obj.__length_hint__(),
    else default."""
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), '__length_hint__', None)
    if hint is None:
        return default
    try:
        guess = hint(obj)
    except TypeError:
        return default
    if guess is NotImplemented:
        return default
    if not isinstance(guess, int):
        raise TypeError('__length_hint__ must be an integer, not %s' % type(guess).__name__)
    if guess < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return guess


def call(obj, /, *args, **kwargs):
    "obj(*args, **kwargs)"
    return obj(*args, **kwargs)


class methodcaller:
    """methodcaller(name, /, *args, **kwargs): a callable that calls the
    method name of its argument with args and kwargs."""

    __slots__ = ('_method', '_args', '_kwargs')

    def __init__(self, /, *args, **kwargs):
        if not args:
            raise TypeError('methodcaller needs at least one argument, the method name')
        if not isinstance(args[0], str):
            raise TypeError('method name must be a string')
        self._method, self._args, self._kwargs = args[0], args[1:], kwargs

    def __call__(self, target):
        method = getattr(target, self._method)
        return method(*self._args, **self._kwargs)

    def __repr__(self):
        shown = [repr(self._method)] + [repr(a) for a in self._args]
        shown += ['%s=%r' % kv for kv in self._kwargs.items()]
        return '%s.%s(%s)' % (type(self).__module__, type(self).__qualname__, ', '.join(shown))

    def __reduce__(self):
        if self._kwargs:
            from functools import partial
            return partial(type(self), self._method, **self._kwargs), self._args
        return type(self), (self._method,) + self._args


# In-place operators: the augmented assignment, returning its result.

def iadd(x, y):
    "x += y"
    x += y
    return x


def iand(x, y):
    "x &= y"
    x &= y
    return x


def iconcat(x, y):
    "x += y, for sequences."
    _need_sequence(x)
    x += y
    return x


def ifloordiv(x, y):
    "x //= y"
    x //= y
    return x


def ilshift(x, y):
    "x <<= y"
    x <<= y
    return x


def imod(x, y):
    "x %= y"
    x %= y
    return x


def imul(x, y):
    "x *= y"
    x *= y
    return x


def imatmul(x, y):
    "x @= y"
    x @= y
    return x


def ior(x, y):
    "x |= y"
    x |= y
    return x


def ipow(x, y):
    "x **= y"
    x **= y
    return x


def irshift(x, y):
    "x >>= y"
    x >>= y
    return x


def isub(x, y):
    "x -= y"
    x -= y
    return x


def itruediv(x, y):
    "x /= y"
    x /= y
    return x


def ixor(x, y):
    "x ^= y"
    x ^= y
    return x


# The dunder spellings: operator.__add__ is operator.add, and so on.
for _name in __all__:
    if _name in ('attrgetter', 'itemgetter', 'methodcaller', 'length_hint', 'countOf', 'indexOf', 'is_', 'is_not', 'truth'):
        continue
    globals()['__%s__' % _name.rstrip('_')] = globals()[_name]
del _name
