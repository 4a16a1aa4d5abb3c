# decimal: exact decimal arithmetic, quantize with rounding modes, context precision.
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, InvalidOperation, DivisionByZero
print(Decimal("0.1") + Decimal("0.2"), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), Decimal(0.1))
print(Decimal("1.10") * 3, Decimal("10") / Decimal("3"), Decimal("1") / Decimal("8"), Decimal("2").sqrt(), Decimal("1.00") + Decimal("2"))
for mode in [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING]:
    print(mode, [str(Decimal(v).quantize(Decimal("0.1"), rounding=mode)) for v in ["1.25", "1.35", "-1.25", "1.21"]])
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), +Decimal("3.14159265"))
print(getcontext().prec, Decimal(1) / Decimal(7))
print(Decimal("-0"), Decimal("1E+3"), Decimal("1e3").normalize(), Decimal("123.4500").normalize(), Decimal("NaN"), Decimal("-Infinity"), Decimal("1.5").as_tuple())
print(repr(Decimal("3.14")), str(Decimal("3.140")), int(Decimal("7.9")), float(Decimal("0.5")), round(Decimal("2.5")), round(Decimal("2.675"), 2))
print(Decimal("3") > 2, Decimal("0.5") == 0.5, Decimal(5) // 2, Decimal(-7) % 3, Decimal(-7) // 3, sum([Decimal("0.1")] * 10))
for bad in ["Decimal('abc')", "Decimal(1) / Decimal(0)", "Decimal('1.5') + 1.5"]:
    try:
        eval(bad)
    except (InvalidOperation, DivisionByZero, TypeError) as e:
        print(bad, "->", type(e).__name__)
