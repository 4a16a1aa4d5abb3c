import shlex
for s in ['a && b || c', 'ls|grep x>out', 'cmd;cmd2 ; cmd3', '(a)', 'a=1 b=2', 'x >> y 2>&1', 'a&&&b', 'echo "a|b" | cat']:
    print(repr(s), list(shlex.shlex(s, punctuation_chars=True)), list(shlex.shlex(s, posix=True, punctuation_chars=True)))
lx = shlex.shlex('a|b;c', punctuation_chars='|')
print(list(lx))
lx = shlex.shlex('~/dir/*.py -x', punctuation_chars=True)
print(list(lx))
lx = shlex.shlex('a && b', posix=True, punctuation_chars=True)
lx.whitespace_split = True
print(list(lx))
