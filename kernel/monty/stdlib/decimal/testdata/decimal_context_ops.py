from decimal import Context, Decimal, ROUND_HALF_UP, ROUND_DOWN
c = Context(prec=4, rounding=ROUND_HALF_UP)
print(c.add(Decimal('1.23456'), 1), c.subtract(10, Decimal('0.00001')), c.multiply(Decimal('1.111'), 3), c.divide(1, 3))
print(c.divide_int(17, 5), c.remainder(17, 5), c.power(2, 10), c.sqrt(2), c.abs(-5), c.minus(3), c.plus(Decimal('1.23456')))
print(c.quantize(Decimal('1.23456'), Decimal('0.01')), c.compare(1, 2), c.create_decimal('3.14159'), c.create_decimal_from_float(0.1))
d = Context(prec=2, rounding=ROUND_DOWN)
print(d.divide(2, 3), d.create_decimal(999), Context().divide(1, 7))
