# Sniffer: delimiters, quotes, doubled quotes, skipinitialspace, headers.
import csv

samples = ['a,b,c\n1,2,3\n4,5,6\n', 'a;b;c\n1;2;3\n', 'a\tb\tc\n1\t2\t3\n', 'a|b|c\n1|2|3\n4|5|6\n',
           '"a","b"\n"1","2"\n', "'x';'y'\n'1';'2'\n", 'name, age\nbob, 30\nann, 25\n', '"a ""b"" c",d\n"e",f\n',
           'a b c\n1 2 3\n4 5 6\n', 'x:y:z\n1:2:3\n', 'one\ntwo\n', '"q"\n"r"\n', 'a,b;c\n1,2;3\n5,6;7\n',
           'id,name,score\n1,"Smith, J",90\n2,"Doe, A",85\n']
for s in samples:
    try:
        d = csv.Sniffer().sniff(s)
        print(repr(s[:20]), repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting, repr(d.lineterminator), d._name)
    except csv.Error as e:
        print(repr(s[:20]), 'Error', e)
print(csv.Sniffer().sniff('a;b,c\n1;2,3\n', delimiters=';').delimiter, csv.Sniffer().sniff('a;b,c\n1;2,3\n', delimiters=',').delimiter)
for s in ('name,age\nbob,30\nann,25\n', '1,2\n3,4\n5,6\n', 'x,y\na,b\nc,d\n', 'title,n\nlong text here,1\nmore,2\n', 'h1,h2\n1.5,2\n3,4e2\n'):
    print(repr(s[:15]), csv.Sniffer().has_header(s))
d = csv.Sniffer().sniff('a,b\n1,2\n')
print(list(csv.reader(['x,"y,z"'], d)), issubclass(d, csv.Dialect), csv.Sniffer().preferred)
try:
    csv.Sniffer().sniff('')
except csv.Error as e:
    print('Error', e)
