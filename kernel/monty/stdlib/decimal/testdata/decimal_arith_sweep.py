# Many operations over varied precisions, roundings and magnitudes, with
# the flags each raised: the common paths and their edges (carries on
# rounding, exact quotients trimmed to the ideal exponent, ties).
import decimal
from decimal import Decimal as D

seed = 12345


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n


def number():
    digits = ''.join(str(rnd(10)) for _ in range(1 + rnd(30)))
    if rnd(5) == 0:
        digits = '9' * (1 + rnd(25))
    if rnd(6) == 0:
        digits = '5' + '0' * rnd(12)
    sign = '-' if rnd(2) else ''
    return D(f'{sign}{digits}E{rnd(40) - 20}')


roundings = [decimal.ROUND_HALF_EVEN, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN,
             decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_CEILING,
             decimal.ROUND_FLOOR, decimal.ROUND_05UP]
names = ['Inexact', 'Rounded', 'DivisionByZero', 'InvalidOperation']

lines = []
for i in range(400):
    with decimal.localcontext() as ctx:
        ctx.prec = 1 + rnd(40)
        ctx.rounding = roundings[rnd(len(roundings))]
        a, b = number(), number()
        ctx.clear_flags()
        for op in ('+', '-', '*', '/'):
            ctx.clear_flags()
            try:
                r = eval('a %s b' % op)
            except Exception as e:
                r = type(e).__name__
            flags = [n for n in names if ctx.flags[getattr(decimal, n)]]
            lines.append(f'{ctx.prec} {ctx.rounding} {a} {op} {b} = {r} {flags}')
        ctx.clear_flags()
        lines.append(f'unary {+a} {-b} {abs(a)} {[n for n in names if ctx.flags[getattr(decimal, n)]]}')

for line in lines:
    print(line)

# exact quotients keep the ideal exponent
for x, y in [('1', '4'), ('1.000', '8'), ('100', '4'), ('1E+5', '2'), ('12', '0.4'), ('7', '7'), ('2.50', '0.5')]:
    print(x, y, D(x) / D(y), D(x) * D(y), D(x) + D(y), D(x) - D(y))

# a carry out of the last digit
with decimal.localcontext() as ctx:
    ctx.prec = 5
    print(D('99999.5') + D(0), D('9.99995') * 1, D(99999) + D('0.9'), -D('999995'), abs(D('-99999.99')))
    print(D(1) / 3, D(2) / 3, D(-2) / 3, D(10) ** 5 / 7)

# comparisons across magnitudes, signs and exponents
values = [number() for _ in range(40)] + [D('1.0'), D('1'), D('1.00E+0'), D('-0'), D('0E+5'), D('10'), D('9.99')]
print(sum(1 for x in values for y in values if x < y), sum(1 for x in values for y in values if x == y))
print(sorted(values)[:5], max(values), min(values))
