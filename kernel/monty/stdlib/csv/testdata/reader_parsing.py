# The reader's parser: quotes, escapes, embedded newlines, spaces, strictness.
import csv


def rows(lines, **kw):
    try:
        r = csv.reader(lines, **kw)
        return list(r), r.line_num
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


samples = [['a,b,c\n'], ['a,"b,c",d\n'], ['"a ""quoted"" word",x\n'], ['"multi\n', 'line",z\n'], ['a,,b,\n'], [',\n'],
           ['\n', 'a\n', '\n'], ['"unterminated\n'], ['a,"b"c,d\n'], ['"a" ,b\n'], ['  a,  "b"\n'], ['a\r\n', 'b\r\n'],
           ['a,b'], ['x,"y"'], ['"",""\n'], ['a\tb\n'], ['é,ü,\u2603\n'], ['a\x00b,c\n'], ['"a\x00",b\n'], []]
for lines in samples:
    print(repr(lines), rows(lines))
print(rows(['  a,  "b"\n'], skipinitialspace=True), rows(['a;b;"c;d"\n'], delimiter=';'), rows(["'a,b',c\n"], quotechar="'"))
print(rows(['a\\,b,c\n'], escapechar='\\'), rows(['"a\\"b",c\n'], escapechar='\\'), rows(['a\\\n', 'b,c\n'], escapechar='\\'))
print(rows(['"a"b,c\n'], strict=True), rows(['"open\n'], strict=True), rows(['"a""b"\n'], doublequote=False), rows(['"a"b\n'], doublequote=False))
print(rows(['a,"b,c"\n'], quoting=csv.QUOTE_NONE), rows(['1,2.5,"x"\n'], quoting=csv.QUOTE_NONNUMERIC), rows(['1,abc\n'], quoting=csv.QUOTE_NONNUMERIC))
print(rows(['a\rb,c\n']), rows(['a,b\rc\n']), rows([b'a,b\n']), rows(['a\\\rb\n'], escapechar='\\'), rows(['"a\\\nb"\n'], escapechar='\\'))
