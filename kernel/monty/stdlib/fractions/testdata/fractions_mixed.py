from fractions import Fraction as F
from decimal import Decimal
h = F(1, 2)
for other in [0.25, -1.5, 2j, 1 + 1j, True, 3]:
    res = [h + other, other + h, h - other, other - h, h * other, other * h, h / other, other / h]
    print(repr(other), [type(r).__name__ for r in res], res)
print(h // 0.3, 0.3 // h, h % 0.3, divmod(h, 0.3), divmod(1.75, h))
for op in ['+', '-', '*', '/']:
    try:
        eval(f'h {op} Decimal("1")')
    except TypeError as e:
        print(op, 'TypeError', e)
try:
    h + 'x'
except TypeError as e:
    print('TypeError', e)
print(h == Decimal('0.5'), Decimal('0.5') == h, h < Decimal('0.6'))
try:
    h // 1j
except TypeError as e:
    print('TypeError', e)
