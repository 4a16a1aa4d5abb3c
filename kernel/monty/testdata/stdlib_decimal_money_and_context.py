# Money arithmetic with Decimal: quantize to cents, banker's vs half-up, sums, context traps.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, localcontext, Inexact, getcontext
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.333")]
total = sum(prices)
print(total, total.quantize(Decimal("0.01")), total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
tax = (total * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
print(tax, total + tax, f"{total + tax:.2f}", f"{Decimal('1234567.891'):,.2f}", format(Decimal("0.5"), "%"))
with localcontext() as ctx:
    ctx.traps[Inexact] = True
    try:
        Decimal(1) / Decimal(3)
    except Inexact:
        print("Inexact trapped")
print(Decimal("1.30").compare(Decimal("1.3")), Decimal("1.30") == Decimal("1.3"), Decimal("2.50").to_integral_value(), Decimal(10) ** 20, Decimal("1e-3").scaleb(3))
print(Decimal("-1.5").copy_abs(), Decimal("7").max(Decimal("3")), Decimal("0.1").fma(10, 1) if hasattr(Decimal, "fma") else "", Decimal(2).ln().quantize(Decimal("1e-10")))
