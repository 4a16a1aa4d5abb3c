import fnmatch, re
for lit in ['a.b', 'a+b', '(x)', '{1}', 'a|b', '$5', '^x', 'a\\b', 'a b', 'tab\t', 'new\nline', '#x', '~~', '&&']:
    r = fnmatch.translate(lit)
    print(repr(lit), repr(r), fnmatch.fnmatchcase(lit, lit), bool(re.match(r, lit)))
print(fnmatch.fnmatchcase('[x]', '[[]x]'), fnmatch.fnmatchcase('*', '[*]'), fnmatch.fnmatchcase('?', '[?]'), fnmatch.fnmatchcase('a', '[?]'))
