# A Context's flags and traps: mappings from the signals to bools that stay
# live views of the context (a reference held sees later operations).
import decimal
from decimal import Decimal, Inexact, Rounded, DivisionByZero, InvalidOperation

c = decimal.Context(prec=5)
f = c.flags
print(len(f), [s.__name__ for s in f], list(f.values()), f is c.flags)
with decimal.localcontext(c) as inner:
    r = Decimal(1) / 3
    held = inner.flags
print(r, f[Inexact], held[Inexact], held[Rounded], held.get(DivisionByZero), held.get(KeyError, 'none'))
print(repr(held))
print(type(held.copy()).__name__, held.copy() == dict(held), held == held.copy(), held != held.copy())
print(Inexact in held, KeyError in held, sorted(k.__name__ for k, v in held.items() if v))
for bad in ('held[KeyError]', 'held.pop(Inexact)', 'held == {}'):
    try:
        eval(bad)
    except (KeyError, ValueError) as e:
        print(bad, type(e).__name__)
held[Inexact] = 0
held[DivisionByZero] = 'yes'
print(held[Inexact], held[DivisionByZero])
held.update({Rounded: False})
print(sorted(k.__name__ for k, v in held.items() if v))
inner.clear_flags()
print(sum(held.values()), sum(c.flags.values()))
d = decimal.Context(traps=c.traps, flags=[Inexact])
print(sorted(k.__name__ for k, v in d.traps.items() if v), d.flags[Inexact], d.flags is not c.flags)
d.traps = decimal.Context(traps=[]).traps
print(Decimal(1).__truediv__(0) if False else 'ok', sum(d.traps.values()))
with decimal.localcontext(d):
    print(Decimal(1) / 0, Decimal(0) / 0)
e = decimal.Context()
e.traps[Inexact] = True
with decimal.localcontext(e):
    try:
        Decimal(1) / 7
    except Inexact as exc:
        print('trapped', type(exc).__name__, exc.args)
    print(Decimal(1) / 4)
print(repr(decimal.Context(prec=3, traps=[], flags=[Inexact, Rounded])))
