import fnmatch
pats = ['*.py', '*a*b*c', 'a*b', '*', '**', '***a', 'a**b*', '?', '??*', '[ab]', '[!ab]', '[a-c]', '[]', '[!]', '[]]', '[!]]',
        '[z-a]', '[a-z-0]', '[a-]', '[--a]', '[\\]', '[[]', '[a^]', '[^a]', '[a-c-e]', '[a--c]', '[b-a-c]', '[!b-a]', '[c-a]x',
        'a.b+c(d)', '*[*]*', '[?]', '[', '[!', '[a', 'a[!b-]', '[^]', '[a-b-]', 'x{1,2}', 'tab\there', 'sp ace', '#h', '$x^']
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))
