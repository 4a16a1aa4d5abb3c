import decimal
from decimal import Decimal, localcontext, getcontext
before = getcontext().prec
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 3, getcontext().prec, ctx is getcontext())
print(getcontext().prec == before, Decimal(1) / 3)
with localcontext(prec=3, rounding=decimal.ROUND_UP) as c2:
    print(Decimal(2) / 3, c2.rounding)
with localcontext(decimal.ExtendedContext) as c3:
    print(c3.prec, Decimal(1) / 0, c3 is not decimal.ExtendedContext)
try:
    with localcontext(nope=1):
        pass
except AttributeError as e:
    print('AttributeError', e)
print(getcontext().prec == before)
