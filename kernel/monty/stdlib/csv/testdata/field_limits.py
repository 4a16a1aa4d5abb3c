# field_size_limit, line_num across multi-line records, and reader state.
import csv

print(csv.field_size_limit(), csv.field_size_limit(5), csv.field_size_limit())
for lines in (['abcde\n'], ['abcdef\n'], ['"abc\n', 'd"\n'], ['a,bcdefg\n']):
    try:
        print(list(csv.reader(lines)))
    except csv.Error as e:
        print('Error', e)
print(csv.field_size_limit(131072))
for bad in ('x', 1.5, None):
    try:
        csv.field_size_limit(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    csv.field_size_limit(1, 2)
except TypeError as e:
    print('TypeError', e)
r = csv.reader(['a,"b\n', 'c",d\n', 'e\n', '"f\n', '\n', 'g"\n'])
for row in r:
    print(row, r.line_num)
r = csv.reader(iter(['x\n']))
print(next(r), r.line_num, next(r, 'done'), r.line_num, type(r).__name__, iter(r) is r)
