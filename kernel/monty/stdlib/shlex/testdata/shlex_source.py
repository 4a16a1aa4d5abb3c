import shlex
lx = shlex.shlex('a b c')
lx.push_source('x y')
print(list(lx))
lx = shlex.shlex('1 2', posix=True)
lx.push_source('inner1 inner2', 'inner.txt')
print(lx.infile, lx.get_token(), lx.get_token(), lx.get_token(), lx.infile, lx.get_token(), repr(lx.get_token()))
