import fnmatch
cases = [('', '*'), ('', '?'), ('', ''), ('a', ''), ('abc', 'a*'), ('abc', '*c'), ('abc', '*b*'), ('abc', 'a*b*c'), ('abc', 'a*b*c*'),
         ('ac', 'a*b*c'), ('aaa', 'a*a*a'), ('aa', 'a*a*a'), ('xaybzc', '*a*b*c'), ('line1\nline2', '*line2'), ('a\nb', 'a?b'),
         ('a' * 50, '*a*a*a*a*a*a*a*a*b'), ('mississippi', '*ss*ss*'), ('mississippi', 'm*i*s*p*i'), ('abc', '**c'), ('abc', 'a?c'), ('ac', 'a?c')]
for name, pat in cases:
    print(repr(name[:12]), repr(pat), fnmatch.fnmatchcase(name, pat))
