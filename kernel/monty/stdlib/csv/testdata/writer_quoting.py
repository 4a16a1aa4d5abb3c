# The writer: each quoting mode, escaping, special values and line endings.
import csv
import io
from decimal import Decimal
from fractions import Fraction


def written(rows, **kw):
    out = io.StringIO()
    try:
        w = csv.writer(out, **kw)
        results = [w.writerow(r) for r in rows]
        return repr(out.getvalue()), results
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e), repr(out.getvalue())


data = [[None, 1, 1.5, 'a b', 'a,b', 'a"b', 'a\nb', '', True], ['x\ry', "it's", Decimal('1.10'), Fraction(1, 3), 2 + 3j]]
for quoting in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC):
    print(quoting, written(data, quoting=quoting))
print(written(data, quoting=csv.QUOTE_NONE, escapechar='\\'), written([['a,b']], quoting=csv.QUOTE_NONE))
print(written([['a"b']], doublequote=False), written([['a"b']], doublequote=False, escapechar='\\'), written([['a\\b']], escapechar='\\'))
print(written([['']]), written([[]]), written([['', '']]), written([[None]]), written([['']], quoting=csv.QUOTE_NONE))
print(written([['a', 'b']], lineterminator='\n'), written([['a\rb', 'c']], lineterminator='\n'), written([['a;b', 'c d']], delimiter=';'))
print(written([['a|b']], lineterminator='|'), written([["x'y"]], quotechar="'"), written(['abc', range(3), (1, 2)]))
print(written([5]), written([None]), written([[b'bytes']]), written([['t\tb']], dialect='excel-tab'), written([['u']], dialect='unix'))
out = io.StringIO()
w = csv.writer(out)
print(w.writerows([[1, 2], [3]]), repr(out.getvalue()), w.dialect.delimiter, w.dialect.lineterminator == '\r\n')
try:
    csv.writer(5)
except TypeError as e:
    print('TypeError', e)
