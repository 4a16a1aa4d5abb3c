import decimal
from decimal import Decimal, Context
c = Context(prec=3)
r = c.divide(1, 3)
print(r, c.flags[decimal.Inexact], c.flags[decimal.Rounded], c.flags[decimal.DivisionByZero])
c.clear_flags()
print(sum(c.flags.values()), sorted(k.__name__ for k, v in c.traps.items() if v))
c.traps[decimal.Inexact] = True
try:
    c.divide(1, 3)
except decimal.Inexact:
    print('trapped Inexact')
c.clear_traps()
print(c.divide(1, 0), sum(c.traps.values()))
print(repr(c))
