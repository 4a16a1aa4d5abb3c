import decimal
from decimal import Decimal, getcontext, setcontext
orig = getcontext()
mine = decimal.Context(prec=6)
setcontext(mine)
print(getcontext() is mine, Decimal(1) / 7)
setcontext(decimal.BasicContext)
print(getcontext() is decimal.BasicContext, getcontext().prec, getcontext().rounding)
setcontext(decimal.ExtendedContext)
print(Decimal(1) / 0, getcontext().flags[decimal.DivisionByZero], decimal.ExtendedContext.flags[decimal.DivisionByZero])
try:
    setcontext('x')
except TypeError as e:
    print('TypeError', e)
setcontext(orig)
print(getcontext() is orig)
