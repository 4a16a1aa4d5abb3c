# Random operands of + - * / at random precisions and roundings (wide
# exponent gaps, long and short coefficients, zeros): results and flags.
import decimal, random
from decimal import Decimal as D
rng = random.Random(7)
R = [decimal.ROUND_HALF_EVEN, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_UP,
     decimal.ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_05UP]
names = ['Inexact', 'Rounded', 'Subnormal', 'Underflow', 'Overflow', 'Clamped']
def num():
    k = rng.choice([1, 2, 3, 5, 9, 20, 40, 80])
    digits = ''.join(rng.choice('0123456789') for _ in range(k))
    if rng.random() < 0.3:
        digits = digits[:1] + '9' * (k - 1)
    if rng.random() < 0.2:
        digits = '1' + '0' * (k - 1)
    s = ('-' if rng.random() < 0.5 else '') + digits + 'E' + str(rng.randint(-120, 60))
    return D(s)
out = []
for i in range(300):
    ctx = decimal.Context(prec=rng.choice([1, 2, 3, 5, 9, 16, 28, 40, 75]), rounding=rng.choice(R), traps=[])
    a, b = num(), num()
    for op in '+-/*':
        ctx.clear_flags()
        with decimal.localcontext(ctx) as c:
            if op == '+': r = a + b
            elif op == '-': r = a - b
            elif op == '*': r = a * b
            else: r = a / b if b else None
            fl = [n for n in names if c.flags[getattr(decimal, n)]]
        out.append(f'{ctx.prec} {ctx.rounding} {a} {op} {b} = {r} {fl}')
print("\n".join(out))
