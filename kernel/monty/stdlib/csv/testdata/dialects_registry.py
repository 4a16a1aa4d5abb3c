# Dialect classes, the registry, and the checks on every setting.
import csv


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


print(sorted(csv.list_dialects()))
for name in ('excel', 'excel-tab', 'unix'):
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d.escapechar, d.strict)
csv.register_dialect('semi', delimiter=';', quoting=csv.QUOTE_ALL)
csv.register_dialect('based', 'excel', delimiter='|')
csv.register_dialect('plain')
print(sorted(csv.list_dialects()), csv.get_dialect('semi').quoting, csv.get_dialect('based').delimiter, csv.get_dialect('plain').delimiter)
for n in ('semi', 'based', 'plain'):
    csv.unregister_dialect(n)
print(attempt(lambda: csv.get_dialect('semi')), attempt(lambda: csv.unregister_dialect('nope')), attempt(lambda: csv.register_dialect(5)))
for kw in [dict(delimiter=None), dict(delimiter=1), dict(delimiter='ab'), dict(delimiter=''), dict(quotechar=1), dict(quotechar='ab'),
           dict(quotechar=None), dict(escapechar=1), dict(escapechar='ab'), dict(lineterminator=1), dict(lineterminator=None),
           dict(quoting=9), dict(quoting='a'), dict(quoting=csv.QUOTE_NONE, quotechar=None), dict(quotechar=None, quoting=1),
           dict(foo=1), dict(doublequote='x'), dict(strict=1), dict(escapechar=''), dict(quotechar=''), dict(lineterminator='')]:
    print(kw, attempt(lambda: [getattr(csv.reader([], **kw).dialect, k) for k in ('delimiter', 'quotechar', 'quoting', 'doublequote', 'strict')]))


class Q(csv.excel):
    quotechar = None


class OnlyDelim(csv.Dialect):
    delimiter = ','


class NoEnd(csv.Dialect):
    delimiter, quotechar, quoting, lineterminator = ',', '"', 0, None


for cls in (Q, OnlyDelim, NoEnd, csv.Dialect, csv.excel, csv.unix_dialect):
    print(cls.__name__, attempt(lambda: type(cls()).__name__), attempt(lambda: csv.reader([], cls).dialect.delimiter))
d = csv.reader([]).dialect
print(type(d).__name__, type(d).__module__, attempt(lambda: setattr(d, 'delimiter', ';')), csv.excel()._valid, csv.excel._name)
