import os.path as p
for f, args in [(p.basename, (b'/a/b.c',)), (p.dirname, (b'/a/b',)), (p.split, (b'/a/b',)), (p.splitext, (b'x.tar.gz',)), (p.join, (b'a', b'b')),
                (p.normpath, (b'a//b/../c',)), (p.normcase, (b'AbC',)), (p.isabs, (b'/x',)), (p.abspath, (b'/x/../y',)), (p.basename, ('/s/t',))]:
    print(f.__name__, repr(f(*args)))
try:
    p.join('a', b'b')
except TypeError as e:
    print('TypeError', e)
