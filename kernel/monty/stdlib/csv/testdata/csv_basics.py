import csv
import io

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(csv.__all__, csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.list_dialects())
data = 'name,age,city\r\nAda,36,"London, UK"\r\n"Bob ""the builder""",42,\r\n\r\n"multi\nline",1,x\r\n'
r = csv.reader(io.StringIO(data, newline=''))
rows = list(r)
print(rows, r.line_num)
for text in ['a,b\n', 'a,"b\nc",d\nx', 'a;b;c', ' a, b ,c', '"a"b,c', 'a,"b"c', '\n', '', 'x', 'a,', ',a', '""', '"', 'a,"b', 'a\x00b,c',
             'a\\,b,c', '"a\\"b",c', "'q',x"]:
    print(repr(text), attempt(lambda: list(csv.reader(text.splitlines(True) or [text]))))
print(list(csv.reader(['a;b;c'], delimiter=';')), list(csv.reader([' a, b'], skipinitialspace=True)))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['"a\\"b",c'], escapechar='\\', doublequote=False)))
print(list(csv.reader(["'q',x"], quotechar="'")), list(csv.reader(['"a",b'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['1,"2",3.5,x,'], quoting=csv.QUOTE_NONNUMERIC)) if False else attempt(lambda: list(csv.reader(['1,"two",3.5'], quoting=csv.QUOTE_NONNUMERIC))))
print(attempt(lambda: list(csv.reader(['1,x'], quoting=csv.QUOTE_NONNUMERIC))))
print(attempt(lambda: list(csv.reader(['"a"b'], strict=True))), attempt(lambda: list(csv.reader(['"a'], strict=True))))
print(attempt(lambda: list(csv.reader(['a\rb']))), attempt(lambda: list(csv.reader([b'a,b']))))
print(list(csv.reader(['a,b\r\n', 'c\r', '\n'])), list(csv.reader(['a\\\nb'], escapechar='\\')))
out = io.StringIO()
w = csv.writer(out)
print(w.writerow(['a', 'b,c', 'd"e', 'f\ng', None, 1, 2.5, True, '']), w.writerow([]), w.writerow(['']), w.writerow([None]), w.writerow(['', '']))
w.writerows([[1, 2], (3, 4), 'ab'])
print(repr(out.getvalue()))
for kw in [dict(quoting=csv.QUOTE_ALL), dict(quoting=csv.QUOTE_NONNUMERIC), dict(quoting=csv.QUOTE_NONE, escapechar='\\'), dict(delimiter='\t'),
           dict(lineterminator='\n'), dict(quotechar="'"), dict(doublequote=False, escapechar='\\'), dict(dialect='unix'), dict(dialect='excel-tab'),
           dict(escapechar='\\')]:
    o = io.StringIO()
    print(kw, attempt(lambda: csv.writer(o, **kw).writerow(['a b', 'c,d', "it's", 'q"q', 1, None, 'e\\f', 2.0])), repr(o.getvalue()))
print(attempt(lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])), attempt(lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([''])))
print(attempt(lambda: csv.writer(io.StringIO()).writerow(5)), attempt(lambda: csv.writer(io.StringIO(), doublequote=False).writerow(['"'])))
print(attempt(lambda: csv.writer(1)))
for kw in [dict(delimiter=''), dict(delimiter=',,'), dict(delimiter=1), dict(quotechar=''), dict(quoting=9), dict(lineterminator=1),
           dict(escapechar='ab'), dict(quotechar=None, quoting=csv.QUOTE_MINIMAL), dict(bogus=1), dict(quoting='x'), dict(delimiter=None), dict(lineterminator='')]:
    print(kw, attempt(lambda: csv.reader([], **kw) and 'ok'))
print(attempt(lambda: csv.get_dialect('nope')), attempt(lambda: csv.unregister_dialect('nope')), attempt(lambda: csv.reader([], 'nope')))
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
d = csv.get_dialect('pipes')
print(d.delimiter, d.quoting, d.quotechar, d.lineterminator, d.doublequote, d.escapechar, d.skipinitialspace, d.strict, sorted(csv.list_dialects()))
o = io.StringIO()
csv.writer(o, 'pipes').writerow(['x', 'y'])
print(repr(o.getvalue()), list(csv.reader(['"x"|"y"'], 'pipes')))
csv.unregister_dialect('pipes')
class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = '"'
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
    doublequote = True
    skipinitialspace = False
print(list(csv.reader(['a;b'], Semi)), list(csv.reader(['a;b'], Semi())), attempt(lambda: csv.excel()._valid))
class Bad(csv.Dialect):
    delimiter = ''
print(attempt(Bad), attempt(csv.Dialect))
print(csv.field_size_limit(), csv.field_size_limit(10), attempt(lambda: list(csv.reader(['x' * 11]))), csv.field_size_limit(131072))
print(csv.excel.delimiter, csv.excel_tab.delimiter, repr(csv.unix_dialect.lineterminator), csv.unix_dialect.quoting)
text = 'id,name,score\n1,ann,9.5\n2,bob\n3,cy,7,extra,more\n\n4,dee,8\n'
dr = csv.DictReader(io.StringIO(text))
print(dr.fieldnames, [dict(r) for r in dr], dr.line_num)
print(list(csv.DictReader(io.StringIO(text), restkey='rest', restval='NA')))
print(list(csv.DictReader(['1,2'], fieldnames=['a', 'b', 'c'])), csv.DictReader(io.StringIO('')).fieldnames)
o = io.StringIO()
dw = csv.DictWriter(o, ['id', 'name'], restval='?')
print(dw.writeheader(), dw.writerow({'id': 1, 'name': 'x'}), dw.writerow({'id': 2}))
dw.writerows([{'name': 'only'}])
print(repr(o.getvalue()), attempt(lambda: dw.writerow({'id': 1, 'zzz': 2})), attempt(lambda: csv.DictWriter(o, ['a'], extrasaction='bad')))
dw2 = csv.DictWriter(io.StringIO(), ['a'], extrasaction='ignore')
print(dw2.writerow({'a': 1, 'b': 2}))
s = csv.Sniffer()
samples = ['a,b,c\n1,2,3\n4,5,6\n', 'name;age\n"Ann";3\n"Bo";4\n', "x\ty\n1\t2\n3\t4\n", "'a', 'b'\n'c', 'd'\n", 'a|b|c\n1|2|3\n']
for sample in samples:
    dia = s.sniff(sample)
    print(repr(sample[:12]), repr(dia.delimiter), repr(dia.quotechar), dia.doublequote, dia.skipinitialspace, s.has_header(sample))
print(attempt(lambda: s.sniff('abc')), s.sniff('a,b;c\n1,2;3\n', delimiters=';').delimiter)
print(csv.Error.__module__, issubclass(csv.Error, Exception))
