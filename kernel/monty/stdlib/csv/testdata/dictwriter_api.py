# DictWriter: headers, restval, extrasaction, and its errors.
import csv
import io


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


out = io.StringIO()
w = csv.DictWriter(out, ['id', 'name', 'note'])
print(w.writeheader(), w.writerow({'id': 1, 'name': 'x, y'}), w.writerows([{'id': 2, 'note': 'n'}, {}]))
print(repr(out.getvalue()))
out = io.StringIO()
w = csv.DictWriter(out, ('a', 'b'), restval='-', extrasaction='ignore', lineterminator='\n')
w.writerow({'a': 1, 'zzz': 2})
w.writerow({'b': None})
print(repr(out.getvalue()), w.fieldnames, w.restval, w.extrasaction)
w = csv.DictWriter(io.StringIO(), ['p', 'q'])
print(w.fieldnames, attempt(lambda: w.writerow({'p': 1, 'bad': 2})), attempt(lambda: w.writerow({'r': 1})))
print(attempt(lambda: csv.DictWriter(io.StringIO(), ['a'], extrasaction='skip')), attempt(lambda: csv.DictWriter(io.StringIO(), ['a'], extrasaction='RAISE').extrasaction))
out = io.StringIO()
w = csv.DictWriter(out, ['a', 'b'], quoting=csv.QUOTE_ALL, delimiter=';')
w.writeheader()
w.writerow({'a': 'x', 'b': 3})
print(repr(out.getvalue()), attempt(lambda: csv.DictWriter(io.StringIO(), ['a']).writerow([1])))
