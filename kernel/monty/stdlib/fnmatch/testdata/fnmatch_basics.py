import fnmatch

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

names = ['a.py', 'b.txt', 'c.PY', '.hidden.py', 'data1.csv', 'data22.csv', '[x].py', 'a-b', 'dir/file.py']
for pat in ['*.py', '*.PY', 'data?.csv', 'data*.csv', '[ab]*', '[!a]*', '[a-c].*', '[[]x].py', '*', '?', 'a[-]b', '[]', '[!]', '*.p[yY]', '**/*.py', 'dir/*', '[z-a]*', '*[.]*']:
    print(pat, fnmatch.filter(names, pat), fnmatch.translate(pat))
print(fnmatch.fnmatch('file.TXT', '*.txt'), fnmatch.fnmatchcase('file.TXT', '*.txt'), fnmatch.fnmatch(b'x.py', b'*.py'), fnmatch.filter([b'a', b'b'], b'a'))
print(fnmatch.translate('*a*b*c'), fnmatch.fnmatch('xaybzc', '*a*b*c'), fnmatch.fnmatch('xaybz', '*a*b*c'), fnmatch.translate('a&&b~~c||d[&~|]'))
print(attempt(lambda: fnmatch.fnmatch(1, '*')), sorted(fnmatch.__all__))

