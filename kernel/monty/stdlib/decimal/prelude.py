# decimal's signals, Context and the context functions; Decimal itself is
# Go (decimal.go). A Context keeps its fields in Go (_ContextBase), which
# Decimal reads, and so is the current context (getcontext, _setctx).

import collections as _collections

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

# The rounding modes are strings naming themselves.
_ROUNDINGS = ('ROUND_UP', 'ROUND_DOWN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_HALF_UP',
              'ROUND_HALF_DOWN', 'ROUND_HALF_EVEN', 'ROUND_05UP')
(ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
 ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP) = _ROUNDINGS

# libmpdec's limits on 64-bit machines.
MAX_PREC = MAX_EMAX = 10 ** 18 - 1
MIN_EMIN = -MAX_EMAX
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = HAVE_CONTEXTVAR = True

DecimalTuple = _collections.namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


def _signal(name, *bases, doc):
    return type(name, bases, {'__doc__': doc, '__module__': 'decimal'})


# The signals: exceptions, and flags a context records. Some are also
# ZeroDivisionError or TypeError, as in CPython.
DecimalException = _signal('DecimalException', ArithmeticError,
                           doc='Base of the decimal signals.')
Clamped = _signal('Clamped', DecimalException, doc='An exponent was changed to fit the limits.')
InvalidOperation = _signal('InvalidOperation', DecimalException, doc='An operation with no sensible result.')
ConversionSyntax = _signal('ConversionSyntax', InvalidOperation, doc='A string that is not a number.')
DivisionByZero = _signal('DivisionByZero', DecimalException, ZeroDivisionError,
                         doc='A finite number divided by zero.')
DivisionImpossible = _signal('DivisionImpossible', InvalidOperation,
                             doc='An integer quotient too long for the precision.')
DivisionUndefined = _signal('DivisionUndefined', InvalidOperation, ZeroDivisionError,
                            doc='Zero divided by zero.')
Inexact = _signal('Inexact', DecimalException, doc='Rounding dropped nonzero digits.')
InvalidContext = _signal('InvalidContext', InvalidOperation, doc='A context with invalid values.')
Rounded = _signal('Rounded', DecimalException, doc='Rounding dropped digits (maybe zeros).')
Subnormal = _signal('Subnormal', DecimalException, doc='The exponent went below Emin.')
Overflow = _signal('Overflow', Inexact, Rounded, doc='The exponent went above Emax.')
Underflow = _signal('Underflow', Inexact, Rounded, Subnormal,
                    doc='A subnormal result rounded to zero.')
FloatOperation = _signal('FloatOperation', DecimalException, TypeError,
                         doc='A float mixed with Decimals.')
del _signal

_signals = [InvalidOperation, FloatOperation, DivisionByZero, Overflow,
            Underflow, Subnormal, Inexact, Rounded, Clamped]


# libmpdec's order of the signals, which Context's repr lists them in
_repr_order = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation,
               Overflow, Rounded, Subnormal, Underflow]


class Context(_ContextBase):
    """The context of decimal arithmetic: precision, rounding, exponent
    limits, and which signals trap."""

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None,
                 capitals=None, clamp=None, flags=None, traps=None) -> None:
        self.prec = 28 if prec is None else prec
        self.rounding = ROUND_HALF_EVEN if rounding is None else rounding
        self.Emin = -999999 if Emin is None else Emin
        self.Emax = 999999 if Emax is None else Emax
        self.capitals = 1 if capitals is None else capitals
        self.clamp = 0 if clamp is None else clamp
        if traps is None:
            traps = [InvalidOperation, DivisionByZero, Overflow]
        if isinstance(traps, _SignalDict):
            traps = traps.copy()
        if not isinstance(traps, dict):
            traps = {s: s in traps for s in _signals}
        _set(self, 'traps', dict(traps))
        if flags is None:
            flags = []
        if isinstance(flags, _SignalDict):
            flags = flags.copy()
        if not isinstance(flags, dict):
            flags = {s: s in flags for s in _signals}
        _set(self, 'flags', dict(flags))

    def __setattr__(self, name, value):
        if name == 'prec':
            if not isinstance(value, int):
                raise TypeError('an integer is required')
            if value < 1 or value > MAX_PREC:
                raise ValueError('valid range for prec is [1, MAX_PREC]')
        elif name == 'rounding':
            if value not in _ROUNDINGS:
                raise TypeError('valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]')
        elif name in ('Emin', 'Emax'):
            low = name == 'Emin'
            if not isinstance(value, int) or (value > 0 if low else value < 0):
                span = '[MIN_EMIN, 0]' if low else '[0, MAX_EMAX]'
                raise ValueError(f'valid range for {name} is {span}')
        elif name in ('capitals', 'clamp'):
            if value not in (0, 1):
                raise ValueError('valid values for %s are 0 or 1' % name)
        elif name not in ('traps', 'flags'):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        _set(self, name, value)

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

    def clear_flags(self) -> None:
        self.flags.update(dict.fromkeys(self.flags, False))

    def clear_traps(self) -> None:
        self.traps.update(dict.fromkeys(self.traps, False))

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def create_decimal(self, num='0') -> 'Decimal':
        """num as a Decimal rounded to this context."""
        return _round(Decimal(num, self), self)

    def create_decimal_from_float(self, f) -> 'Decimal':
        return _round(Decimal.from_float(f), self)

    def compare(self, a, b) -> 'Decimal':
        return Decimal(a).compare(b)


def _in_context(name, compute):
    """A Context method computing compute(...) with the context current."""
    def method(self, *operands):
        return _with(self, lambda: compute(*operands))
    method.__name__ = name
    method.__qualname__ = 'Context.' + name
    return method


for _name, _compute in {
        'plus': lambda a: +Decimal(a),
        'minus': lambda a: -Decimal(a),
        'abs': lambda a: abs(Decimal(a)),
        'sqrt': lambda a: Decimal(a).sqrt(),
        'add': lambda a, b: Decimal(a) + b,
        'subtract': lambda a, b: Decimal(a) - b,
        'multiply': lambda a, b: Decimal(a) * b,
        'divide': lambda a, b: Decimal(a) / b,
        'divide_int': lambda a, b: Decimal(a) // b,
        'remainder': lambda a, b: Decimal(a) % b,
        'quantize': lambda a, b: Decimal(a).quantize(b),
        'power': lambda a, b, modulo=None: pow(Decimal(a), b, modulo),
}.items():
    setattr(Context, _name, _in_context(_name, _compute))
del _name, _compute


def _with(ctx, f):
    saved = getcontext()
    _setctx(ctx)
    try:
        return f()
    finally:
        _setctx(saved)


DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[])

_setctx(DefaultContext.copy())

def setcontext(context) -> None:
    """Make context the current one (a copy, with clear flags, for the
    three templates)."""
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        fresh = context.copy()
        fresh.clear_flags()
        context = fresh
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    _setctx(context)


_CONTEXT_FIELDS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps')


class _ContextManager(object):
    """Sets a copy of a context on entry, restores the previous one on exit."""

    def __init__(self, base):
        self._inner = base.copy()
        self._outer = None

    def __enter__(self):
        self._outer = getcontext()
        setcontext(self._inner)
        return self._inner

    def __exit__(self, *exc_info):
        setcontext(self._outer)


def localcontext(ctx=None, **kwargs) -> _ContextManager:
    """A context manager for a copy of ctx (the current context by
    default), changed by the keyword arguments."""
    manager = _ContextManager(getcontext() if ctx is None else ctx)
    for name, value in kwargs.items():
        if name not in _CONTEXT_FIELDS:
            raise TypeError(f"'{name}' is an invalid keyword argument for this function")
        setattr(manager._inner, name, value)
    return manager


# Decimal is a Number, though no other rung of the numeric tower.
def _register():
    import numbers
    numbers.Number.register(Decimal)


_register()
del _register
