import decimal
c = decimal.Context()
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop())
print(repr(c))
for name, value in [('prec', 0), ('prec', 'x'), ('rounding', 'SIDEWAYS'), ('Emin', 1), ('Emax', -1), ('capitals', 2), ('clamp', 5), ('nope', 1)]:
    try:
        setattr(c, name, value)
        print(name, 'set')
    except (ValueError, TypeError, AttributeError) as e:
        print(name, type(e).__name__, str(e).split('\n')[0])
c.prec = 5
c.rounding = decimal.ROUND_DOWN
print(c.prec, c.rounding, repr(decimal.Context(prec=3, traps=[], flags=[decimal.Inexact])))
