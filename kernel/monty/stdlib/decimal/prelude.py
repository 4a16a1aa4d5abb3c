# decimal's signals, Context and the context functions; Decimal itself is
# Go (decimal.go), which reads the current context through _getctx.

import collections as _collections

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

DecimalTuple = _collections.namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


_signals = [InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped]


# libmpdec's order of the signals, which Context's repr lists them in
_repr_order = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation,
               Overflow, Rounded, Subnormal, Underflow]


class Context(object):
    """The context of decimal arithmetic: precision, rounding, exponent
    limits, and which signals trap."""

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None):
        self.prec = 28 if prec is None else prec
        self.rounding = ROUND_HALF_EVEN if rounding is None else rounding
        self.Emin = -999999 if Emin is None else Emin
        self.Emax = 999999 if Emax is None else Emax
        self.capitals = 1 if capitals is None else capitals
        self.clamp = 0 if clamp is None else clamp
        if traps is None:
            traps = [InvalidOperation, DivisionByZero, Overflow]
        if not isinstance(traps, dict):
            traps = {s: int(s in traps) for s in _signals}
        object.__setattr__(self, 'traps', dict(traps))
        if flags is None:
            flags = []
        if not isinstance(flags, dict):
            flags = {s: int(s in flags) for s in _signals}
        object.__setattr__(self, 'flags', dict(flags))

    def __setattr__(self, name, value):
        if name == 'prec':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if not 1 <= value <= MAX_PREC:
                raise ValueError('valid range for prec is [1, MAX_PREC]')
        elif name == 'rounding':
            if value not in _ROUNDINGS:
                raise TypeError('valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]')
        elif name == 'Emin':
            if not isinstance(value, int) or value > 0:
                raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        elif name == 'Emax':
            if not isinstance(value, int) or value < 0:
                raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        elif name in ('capitals', 'clamp'):
            if value not in (0, 1):
                raise ValueError('valid values for %s are 0 or 1' % name)
        elif name not in ('traps', 'flags'):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __repr__(self):
        flags = [s.__name__ for s in _repr_order if self.flags.get(s)]
        traps = [s.__name__ for s in _repr_order if self.traps.get(s)]
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=[%s], traps=[%s])'
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp,
                   ', '.join(flags), ', '.join(traps)))

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax,
                       self.capitals, self.clamp, self.flags, self.traps)

    __copy__ = copy

    def clear_flags(self):
        for s in self.flags:
            self.flags[s] = 0

    def clear_traps(self):
        for s in self.traps:
            self.traps[s] = 0

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def create_decimal(self, num='0'):
        return _round(Decimal(num, self), self)

    def create_decimal_from_float(self, f):
        return _round(Decimal.from_float(f), self)

    def plus(self, a):
        return _with(self, lambda: +Decimal(a))

    def minus(self, a):
        return _with(self, lambda: -Decimal(a))

    def abs(self, a):
        return _with(self, lambda: abs(Decimal(a)))

    def add(self, a, b):
        return _with(self, lambda: Decimal(a) + b)

    def subtract(self, a, b):
        return _with(self, lambda: Decimal(a) - b)

    def multiply(self, a, b):
        return _with(self, lambda: Decimal(a) * b)

    def divide(self, a, b):
        return _with(self, lambda: Decimal(a) / b)

    def divide_int(self, a, b):
        return _with(self, lambda: Decimal(a) // b)

    def remainder(self, a, b):
        return _with(self, lambda: Decimal(a) % b)

    def power(self, a, b, modulo=None):
        return _with(self, lambda: pow(Decimal(a), b, modulo))

    def sqrt(self, a):
        return _with(self, lambda: Decimal(a).sqrt())

    def quantize(self, a, b):
        return _with(self, lambda: Decimal(a).quantize(b))

    def compare(self, a, b):
        return Decimal(a).compare(b)


def _with(ctx, f):
    saved = _ctx[0]
    _ctx[0] = ctx
    try:
        return f()
    finally:
        _ctx[0] = saved


DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])

_ctx = [DefaultContext.copy()]


def _getctx():
    return _ctx[0]


def getcontext():
    return _ctx[0]


def setcontext(context):
    if context in (DefaultContext, BasicContext, ExtendedContext):
        context = context.copy()
        context.clear_flags()
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    _ctx[0] = context


class _ContextManager(object):
    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    if ctx is None:
        ctx = getcontext()
    manager = _ContextManager(ctx)
    for key, value in kwargs.items():
        setattr(manager.new_context, key, value)
    return manager


# Decimal is a Number, though no other rung of the numeric tower.
import numbers as _numbers
_numbers.Number.register(Decimal)
del _numbers
