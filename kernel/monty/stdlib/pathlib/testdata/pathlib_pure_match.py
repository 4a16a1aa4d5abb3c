from pathlib import PurePosixPath as P
cases = [('a/b.py', '*.py'), ('/a/b.py', '/*.py'), ('/b.py', '/*.py'), ('a/b/c.py', 'b/*.py'), ('a/b/c.py', 'a/*.py'), ('a/b.py', 'c/*.py'),
         ('b.PY', '*.py'), ('a/b', '*/*'), ('a', '*/*'), ('x/y/z', '**/z'), ('.hid', '*'), ('a.b.c', '*.c'), ('abc', 'a?c'), ('a/[b]', '*/[[]b]')]
for path, pat in cases:
    print(path, pat, P(path).match(pat))
try:
    P('a').match('')
except ValueError as e:
    print('ValueError', e)
