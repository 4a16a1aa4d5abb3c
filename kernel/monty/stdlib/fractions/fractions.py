"""Exact rational numbers: Fraction, a Rational kept in lowest
terms with a positive denominator. Mixed arithmetic follows the numeric
tower: with ints and Fractions the result is a Fraction, with floats a
float, with complex numbers a complex."""

__all__ = ['Fraction']

import math
import operator
import re
import sys
from numbers import Complex, Integral, Rational, Real

_MODULUS = sys.hash_info.modulus
_HASH_INF = sys.hash_info.inf

# A decimal or a ratio, with the underscores int() allows between digits.
_DIGITS = r'\d+(?:_\d+)*'
_LITERAL = re.compile(rf"""
    \s* (?P<sign>[-+]?)
    (?=\d|\.\d)                          # a digit must come first
    (?P<whole>{_DIGITS})?
    (?:
        / (?P<below>{_DIGITS})           # 3/4
      |
        (?:\.(?P<frac>{_DIGITS})?)?      # 1.25, .5, 2.
        (?:[eE](?P<exp>[-+]?{_DIGITS}))? # with an exponent
    )
    \s*\Z""", re.VERBOSE)


def _parse(text):
    """(numerator, denominator) of a Fraction literal, unreduced."""
    m = _LITERAL.match(text)
    if m is None:
        raise ValueError(f'Invalid literal for Fraction: {text!r}')
    top = int(m['whole'] or '0')
    if m['below'] is not None:
        bottom = int(m['below'])
    else:
        bottom = 1
        frac = m['frac']
        if frac:
            scale = 10 ** len(frac.replace('_', ''))
            top = top * scale + int(frac)
            bottom = scale
        if m['exp'] is not None:
            exp = int(m['exp'])
            if exp >= 0:
                top *= 10 ** exp
            else:
                bottom *= 10 ** -exp
    if m['sign'] == '-':
        top = -top
    return top, bottom


def _ratio_of(value):
    """(numerator, denominator) of a one-argument Fraction()."""
    if isinstance(value, Rational):
        return value.numerator, value.denominator
    if isinstance(value, float) or _is_decimal(value):
        return value.as_integer_ratio()
    if isinstance(value, str):
        return _parse(value)
    raise TypeError('argument should be a string or a Rational instance')


def _is_decimal(value):
    mod = sys.modules.get('decimal')
    return mod is not None and isinstance(value, mod.Decimal)


_gcd = math.gcd
_new_object = object.__new__


def _make(top, bottom):
    """The Fraction top/bottom, already in lowest terms with bottom > 0."""
    self = _new_object(Fraction)
    self._num = top
    self._den = bottom
    return self


def _sum_of(na, da, nb, db):
    # na/da + nb/db, both in lowest terms. With g = gcd(da, db), the
    # sum's numerator can share a factor with g only.
    if da == db:
        top = na + nb
        if da == 1:
            return _make(top, 1)
        g = _gcd(top, da)
        return _make(top // g, da // g) if g != 1 else _make(top, da)
    g = _gcd(da, db)
    if g == 1:
        return _make(na * db + nb * da, da * db)
    left = da // g
    top = na * (db // g) + nb * left
    h = _gcd(top, g)
    if h == 1:
        return _make(top, left * db)
    return _make(top // h, left * (db // h))


def _difference_of(na, da, nb, db):
    return _sum_of(na, da, -nb, db)


def _product_of(na, da, nb, db):
    # Cancelling across before multiplying leaves lowest terms.
    g = _gcd(na, db)
    if g != 1:
        na, db = na // g, db // g
    g = _gcd(nb, da)
    if g != 1:
        nb, da = nb // g, da // g
    return _make(na * nb, da * db)


def _quotient_of(na, da, nb, db):
    if nb == 0:
        raise ZeroDivisionError(f'Fraction({(na > 0) - (na < 0)}, 0)')
    if nb < 0:
        return _product_of(na, da, -db, -nb)
    return _product_of(na, da, db, nb)


def _zero_check(a, b):
    """a, unless b is zero: then the ZeroDivisionError CPython 3.11 gives,
    which names the sign of a's numerator."""
    if b.numerator:
        return a
    top = a.numerator
    raise ZeroDivisionError(f'Fraction({(top > 0) - (top < 0)}, 0)')


class Fraction(Rational):
    """Fraction(numerator=0, denominator=None): from two Rationals, or from
    one int, Rational, float, Decimal or string such as '3/4', '-1.5e3'."""

    __slots__ = '_num', '_den'

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._num, self._den = numerator, 1
                return self
            top, bottom = _ratio_of(numerator)
        elif type(numerator) is int is type(denominator):
            top, bottom = numerator, denominator
        elif (isinstance(numerator, Rational)
              and isinstance(denominator, Rational)):
            top = numerator.numerator * denominator.denominator
            bottom = denominator.numerator * numerator.denominator
        else:
            raise TypeError('both arguments should be Rational instances')
        if bottom == 0:
            raise ZeroDivisionError(f'Fraction({top}, 0)')
        g = math.gcd(top, bottom)
        if bottom < 0:
            g = -g
        self._num, self._den = top // g, bottom // g
        return self

    @classmethod
    def _exact(cls, top, bottom):
        # Already in lowest terms with bottom > 0: skip the gcd.
        self = object.__new__(cls)
        self._num, self._den = top, bottom
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of the float f."""
        if isinstance(f, float):
            top, bottom = f.as_integer_ratio()
            return cls(top, bottom)
        if isinstance(f, Integral):
            return cls(f)
        raise TypeError(f'{cls.__name__}.from_float() only takes floats, '
                        f'not {f!r} ({type(f).__name__})')

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of the Decimal dec."""
        import decimal
        if isinstance(dec, Integral):
            return cls(int(dec))
        if isinstance(dec, decimal.Decimal):
            return cls(*dec.as_integer_ratio())
        raise TypeError(f'{cls.__name__}.from_decimal() only takes Decimals, '
                        f'not {dec!r} ({type(dec).__name__})')

    def as_integer_ratio(self):
        """(numerator, denominator)."""
        return self._num, self._den

    def limit_denominator(self, max_denominator=10 ** 6):
        """The closest Fraction whose denominator is at most
        max_denominator (by continued fractions)."""
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if max_denominator >= self._den:
            return Fraction._exact(self._num, self._den)
        # Convergents h/k of the continued fraction of self.
        h_prev, k_prev, h, k = 0, 1, 1, 0
        top, bottom = self._num, self._den
        while True:
            q, rest = divmod(top, bottom)
            k_next = k_prev + q * k
            if k_next > max_denominator:
                break
            h_prev, k_prev, h, k = h, k, h_prev + q * h, k_next
            top, bottom = bottom, rest
        # The best semiconvergent below the bound, against the last convergent.
        steps = (max_denominator - k_prev) // k
        semi = Fraction(h_prev + steps * h, k_prev + steps * k)
        conv = Fraction(h, k)
        return conv if abs(conv - self) <= abs(semi - self) else semi

    numerator = property(lambda self: self._num, doc='In lowest terms; carries the sign.')
    denominator = property(lambda self: self._den, doc='In lowest terms; always positive.')

    def __repr__(self):
        return f'{type(self).__name__}({self._num}, {self._den})'

    def __str__(self):
        top, bottom = self._num, self._den
        return f'{top}' if bottom == 1 else f'{top}/{bottom}'

    # Arithmetic. Each operator has a Fraction rule; the other operand's
    # type decides whether that rule applies or we fall back to float or
    # complex arithmetic.

    def _binary(rule, fallback, fast=None):
        # fast, when given, computes the result from the four integer
        # parts: the path of a Fraction with an int or exact Fraction,
        # which skips the attribute reads and the gcd of the constructor.
        def forward(a, b):
            if fast is not None:
                tb = type(b)
                if tb is Fraction:
                    return fast(a._num, a._den, b._num, b._den)
                if tb is int:
                    return fast(a._num, a._den, b, 1)
            if isinstance(b, (int, Fraction)):
                return rule(a, b)
            if isinstance(b, float):
                return fallback(float(a), b)
            if isinstance(b, complex):
                return fallback(complex(a), b)
            return NotImplemented

        def backward(b, a):
            if fast is not None and type(a) is int:
                return fast(a, 1, b._num, b._den)
            if isinstance(a, Rational):
                return rule(Fraction(a), b)
            if isinstance(a, Real):
                return fallback(float(a), float(b))
            if isinstance(a, Complex):
                return fallback(complex(a), complex(b))
            return NotImplemented

        name = fallback.__name__
        forward.__name__ = f'__{name}__'
        backward.__name__ = f'__r{name}__'
        return forward, backward

    def _plus(a, b):
        d = math.gcd(a.denominator, b.denominator)
        if d == 1:
            return Fraction._exact(a.numerator * b.denominator + b.numerator * a.denominator,
                                   a.denominator * b.denominator)
        return Fraction(a.numerator * (b.denominator // d) + b.numerator * (a.denominator // d),
                        a.denominator // d * b.denominator)

    def _minus(a, b):
        return Fraction(a.numerator * b.denominator - b.numerator * a.denominator,
                        a.denominator * b.denominator)

    def _times(a, b):
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)

    def _over(a, b):
        return Fraction(_zero_check(a, b).numerator * b.denominator, a.denominator * b.numerator)

    def _floor_over(a, b):
        return _zero_check(a, b).numerator * b.denominator // (a.denominator * b.numerator)

    def _div_mod(a, b):
        q, r = divmod(_zero_check(a, b).numerator * b.denominator, a.denominator * b.numerator)
        return q, Fraction(r, a.denominator * b.denominator)

    def _modulo(a, b):
        r = (_zero_check(a, b).numerator * b.denominator) % (b.numerator * a.denominator)
        return Fraction(r, a.denominator * b.denominator)

    __add__, __radd__ = _binary(_plus, operator.add, _sum_of)
    __sub__, __rsub__ = _binary(_minus, operator.sub, _difference_of)
    __mul__, __rmul__ = _binary(_times, operator.mul, _product_of)
    __truediv__, __rtruediv__ = _binary(_over, operator.truediv, _quotient_of)
    __floordiv__, __rfloordiv__ = _binary(_floor_over, operator.floordiv)
    __divmod__, __rdivmod__ = _binary(_div_mod, divmod)
    __mod__, __rmod__ = _binary(_modulo, operator.mod)
    del _binary, _plus, _minus, _times, _over, _floor_over, _div_mod, _modulo

    def __pow__(a, b):
        """a ** b: exact for an integral b, else a float (or complex)."""
        if isinstance(b, Rational):
            if b.denominator != 1:
                return a.__float__() ** b.__float__()
            power = b.numerator
            top, bottom = a._num, a._den
            if power < 0:
                if top == 0:
                    raise ZeroDivisionError(f'Fraction({bottom ** -power}, 0)')
                top, bottom, power = bottom, top, -power
                if bottom < 0:
                    top, bottom = -top, -bottom
            return Fraction._exact(top ** power, bottom ** power)
        if isinstance(b, (float, complex)):
            return pow(a.__float__(), b)
        return NotImplemented

    def __rpow__(b, a):
        """a ** b with a Fraction exponent b."""
        whole = b._den == 1
        if whole and b._num >= 0:
            return pow(a, b._num)
        if isinstance(a, Rational):
            return pow(Fraction(a.numerator, a.denominator), b)
        return pow(a, b._num if whole else float(b))

    def __pos__(self):
        return Fraction._exact(self._num, self._den)

    def __neg__(self):
        return Fraction._exact(-self._num, self._den)

    def __abs__(self):
        return Fraction._exact(abs(self._num), self._den)

    def __trunc__(self):
        top = self._num
        whole = abs(top) // self._den
        return -whole if top < 0 else whole

    __int__ = __trunc__

    def __floor__(self):
        return self._num // self._den

    def __ceil__(self):
        return -(-self._num // self._den)

    def __round__(self, ndigits=None):
        """Round half to even; to an int without ndigits, else to a
        Fraction with ndigits decimal places."""
        if ndigits is None:
            q, r = divmod(self._num, self._den)
            twice = 2 * r
            if twice > self._den or (twice == self._den and q % 2):
                q += 1
            return q
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        # Equal numbers hash equal across int, float and Fraction: the
        # hash of p/q is p * q^-1 modulo the hash prime.
        try:
            inverse = pow(self._den, -1, _MODULUS)
        except ValueError:
            magnitude = _HASH_INF
        else:
            magnitude = hash(hash(abs(self._num)) * inverse)
        value = magnitude if self._num >= 0 else -magnitude
        return -2 if value == -1 else value

    def __eq__(self, other):
        tb = type(other)
        if tb is Fraction:
            return self._num == other._num and self._den == other._den
        if tb is int:
            return self._den == 1 and self._num == other
        if isinstance(other, Rational):
            return (self._num, self._den) == (other.numerator, other.denominator)
        if isinstance(other, Complex) and not isinstance(other, Real):
            if other.imag != 0:
                return NotImplemented
            other = other.real
        if isinstance(other, float):
            # Infinities and NaN equal no Fraction.
            return math.isfinite(other) and self == Fraction.from_float(other)
        return NotImplemented

    def _order(self, other, op):
        if isinstance(other, float):
            if not math.isfinite(other):
                # Any Fraction sits strictly between the infinities; NaN
                # compares false.
                return op(0.0, other)
            other = Fraction.from_float(other)
        elif not isinstance(other, Rational):
            return NotImplemented
        return op(self._num * other.denominator, self._den * other.numerator)

    # The comparisons compare cross products directly when the other
    # operand is an exact Fraction or an int.

    def __lt__(a, b):
        tb = type(b)
        if tb is Fraction:
            return a._num * b._den < a._den * b._num
        if tb is int:
            return a._num < a._den * b
        return a._order(b, operator.lt)

    def __gt__(a, b):
        tb = type(b)
        if tb is Fraction:
            return a._num * b._den > a._den * b._num
        if tb is int:
            return a._num > a._den * b
        return a._order(b, operator.gt)

    def __le__(a, b):
        tb = type(b)
        if tb is Fraction:
            return a._num * b._den <= a._den * b._num
        if tb is int:
            return a._num <= a._den * b
        return a._order(b, operator.le)

    def __ge__(a, b):
        tb = type(b)
        if tb is Fraction:
            return a._num * b._den >= a._den * b._num
        if tb is int:
            return a._num >= a._den * b
        return a._order(b, operator.ge)

    def __bool__(self):
        return self._num != 0

    def __reduce__(self):
        return (type(self), (self._num, self._den))

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._num, self._den)

    def __deepcopy__(self, memo):
        return self.__copy__()
