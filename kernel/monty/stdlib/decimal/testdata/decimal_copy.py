import copy, decimal
c = decimal.Context(prec=7, flags=[decimal.Inexact])
d = c.copy()
e = copy.copy(c)
d.prec = 3
print(c.prec, d.prec, e.prec, d.flags[decimal.Inexact], d.flags is not c.flags)
d.flags[decimal.Rounded] = True
print(c.flags[decimal.Rounded], d.flags[decimal.Rounded])
print(isinstance(decimal.Decimal(1), __import__('numbers').Number), isinstance(decimal.Decimal(1), __import__('numbers').Real))
