# DictReader: header rows, given fieldnames, restkey/restval, blank lines.
import csv
import io

text = 'name,age,city\nalice,30,Paris\nbob,25\ncarol,41,Rome,extra,more\n\n\ndave,,Oslo\n'
r = csv.DictReader(io.StringIO(text))
print(r.fieldnames, r.line_num)
for row in r:
    print(row, r.line_num)
r = csv.DictReader(io.StringIO(text), restkey='rest', restval='?')
print(list(r))
r = csv.DictReader(io.StringIO('1,2\n3,4\n'), fieldnames=['a', 'b'])
print(list(r), r.fieldnames)
r = csv.DictReader(io.StringIO('1,2\n'), fieldnames=('x', 'y'))
print(list(r), r.fieldnames)
r = csv.DictReader(io.StringIO(''))
print(r.fieldnames, list(r), r.line_num)
r = csv.DictReader(io.StringIO('a;b\n1;2\n'), delimiter=';')
print(list(r), r.dialect, r.reader.dialect.delimiter)
r = csv.DictReader(['h1,h2', 'v1,v2'])
r.fieldnames = ['X', 'Y']
print(list(r), r.restkey, r.restval)
r = csv.DictReader(io.StringIO('a,a,b\n1,2,3\n'))
print(list(r), hasattr(csv.DictReader, '__class_getitem__'))
