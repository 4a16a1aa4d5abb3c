import fnmatch
print(fnmatch.fnmatch(b'x.py', b'*.py'), fnmatch.fnmatchcase(b'X.PY', b'*.py'), fnmatch.filter([b'a.c', b'b.h', b'c.c'], b'*.c'))
print(fnmatch.fnmatchcase(b'\xe9t\xe9', b'?t?'), fnmatch.fnmatchcase(b'caf\xe9', b'caf[\xe0-\xff]'))
for name, pat in [('x', b'x'), (b'x', 'x')]:
    try:
        print(fnmatch.fnmatch(name, pat))
    except TypeError as e:
        print('TypeError', e)
