import shlex
lx = shlex.shlex('one two "three four" five')
print(lx.get_token(), lx.get_token())
lx.push_token('pushed')
lx.push_token('first')
print(lx.get_token(), lx.get_token(), lx.get_token(), lx.get_token(), repr(lx.get_token()), repr(lx.get_token()))
lx = shlex.shlex('a\nb\n\nc # note\nd', posix=True)
out = []
while True:
    t = lx.get_token()
    if t is None:
        break
    out.append((t, lx.lineno))
print(out)
lx = shlex.shlex('x y')
print(repr(lx.read_token()), repr(lx.read_token()), repr(lx.read_token()), lx.state)
