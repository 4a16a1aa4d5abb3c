import shlex
for s in ['', 'a', 'abc123', 'a b', "it's", '"', "'", 'a"b', '$HOME', '`cmd`', 'a;b', 'a&b', '*', '?', '~', '!', '#', 'é', 'a\nb',
          '-flag', '--opt=val', 'path/to/file.txt', 'user@host:dir', '100%', 'a+b', 'a,b', "''", 'x' * 5]:
    q = shlex.quote(s)
    print(repr(s), q, shlex.split(q) == [s])
