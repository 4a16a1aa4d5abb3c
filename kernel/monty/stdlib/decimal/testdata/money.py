from decimal import Decimal, getcontext, localcontext, setcontext, Context, ROUND_HALF_UP, ROUND_FLOOR, ROUND_05UP, InvalidOperation, DivisionByZero, Inexact, DecimalException
import decimal

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
total = sum(prices)
print(total, total * Decimal("1.0825"), (total * Decimal("1.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), total / 3)
print(Decimal(10) / 4, Decimal(1) / 3 * 3, Decimal("7") // Decimal("2"), Decimal("-7") // 2, Decimal("7.5") % 2, divmod(Decimal("7"), Decimal("-2")), Decimal(2) ** 10, Decimal("1.1") ** 2)
print(Decimal("1.234567").quantize(Decimal("1.00")), Decimal("123.456").quantize(Decimal("1E+1")), Decimal("2.5").to_integral_value(), Decimal("-2.5").to_integral_value(rounding=ROUND_FLOOR), Decimal("1.25").quantize(Decimal("0.1"), ROUND_05UP))
print(Decimal(" 1_000.5 "), Decimal("1e-7"), Decimal("0.0000001"), Decimal("-0.00"), Decimal("1E+2").normalize(), Decimal("100").normalize(), Decimal("inf"), Decimal("-nan"), Decimal("sNaN"), Decimal((1, (3, 1, 4), -2)), Decimal(2**70))
print(Decimal(0.5), Decimal(1.1), Decimal.from_float(0.25), Decimal(-0.0), Decimal(float("inf")))
print(repr(Decimal("1.10")), f"{Decimal('1234.5678'):.2f}", f"{Decimal('1234.5678'):,.2f}", f"{Decimal('0.125'):.2f}", f"{Decimal('5'):>8.1f}|", f"{Decimal('0.256'):.1%}", format(Decimal("3.14159"), ".3f"), f"{Decimal('12.5')}")
print(Decimal("1.5") == Decimal("1.50"), Decimal("0.1") == 0.1, Decimal("0.5") == 0.5, Decimal(3) == 3, Decimal("2.5") < 3, Decimal(1) > 0.5, hash(Decimal(7)) == hash(7), hash(Decimal("0.5")) == hash(0.5), hash(Decimal("1.50")) == hash(Decimal("1.5")))
print(int(Decimal("-7.9")), float(Decimal("1.1")), round(Decimal("3.5")), round(Decimal("4.5")), round(Decimal("1.005"), 2), bool(Decimal(0)), bool(Decimal("0.01")), abs(Decimal("-3")), -Decimal("2"), +Decimal("2.50"))
import math
print(math.floor(Decimal("-1.5")), math.ceil(Decimal("1.1")), math.trunc(Decimal("-1.9")), Decimal("16").sqrt(), Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln(), Decimal(1000).log10())
print(Decimal("-1.5").as_tuple(), Decimal("1.50").as_integer_ratio(), Decimal("123.45").adjusted(), Decimal(5).compare(Decimal(7)), Decimal(1).max(Decimal(2)), Decimal("-0").is_signed(), Decimal("1").is_zero(), Decimal("NaN").is_nan(), Decimal(2).fma(3, 4), Decimal("1.5").copy_sign(Decimal(-1)))
print(getcontext().prec, getcontext().rounding, repr(getcontext()))
with localcontext() as ctx:
    ctx.prec = 6
    ctx.rounding = ROUND_HALF_UP
    print(Decimal(2) / 3, Decimal("1.23456789") + 0, ctx)
with localcontext(prec=3):
    print(Decimal("1.2345") * 1)
print(Decimal(2) / 3)
c = Context(prec=5, traps=[])
print(c.create_decimal("3.14159265"), c.divide(1, 0), c.flags[DivisionByZero], c.sqrt(2), c)
getcontext().traps[Inexact] = True
try:
    Decimal(1) / 3
except Inexact as e:
    print("Inexact trapped", type(e).__name__, isinstance(e, DecimalException))
getcontext().traps[Inexact] = False
for bad in ["Decimal('abc')", "Decimal(1) / Decimal(0)", "Decimal(0) / 0", "Decimal('1.5') + 1.5", "1.5 * Decimal(2)", "Decimal([1])", "Decimal('nan') < 1", "Decimal(1).quantize(Decimal('1e-30'))",
            "getcontext().__setattr__('prec', 0)", "int(Decimal('nan'))", "Decimal('1') + 'x'", "Decimal('inf').quantize(Decimal(1))"]:
    try:
        print(bad, "->", eval(bad))
    except (InvalidOperation, DivisionByZero, TypeError, ValueError) as e:
        print(bad, "!!", type(e).__name__, e)
print(issubclass(decimal.DivisionByZero, ZeroDivisionError), issubclass(decimal.FloatOperation, TypeError), decimal.Overflow.__mro__[1:3], decimal.MAX_PREC)
Decimal(1) / Decimal(0)
