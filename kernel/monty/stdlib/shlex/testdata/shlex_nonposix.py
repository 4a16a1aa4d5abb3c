import shlex
cases = ['a b', '"a b"', "'a b'", 'a"b"c', 'a\\ b', '"a\\"b"', "it's", 'x=1;y=2', 'f(a, b)', 'a.b-c', '"unclosed', 'a # c', '']
for c in cases:
    try:
        print(repr(c), shlex.split(c, posix=False), list(shlex.shlex(c)))
    except ValueError as e:
        print(repr(c), 'ValueError', e)
