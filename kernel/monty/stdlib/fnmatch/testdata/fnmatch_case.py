import fnmatch
for name, pat in [('Hello.TXT', '*.txt'), ('hello.txt', '*.TXT'), ('README', 'readme'), ('a', 'A'), ('abc', 'ABC'), ('x.Py', '*.[Pp][Yy]')]:
    print(name, pat, fnmatch.fnmatch(name, pat), fnmatch.fnmatchcase(name, pat))
print(fnmatch.filter(['A.py', 'a.py', 'B.PY'], '*.py'), fnmatch.filter(['A.py', 'a.py'], '[A]*'))
