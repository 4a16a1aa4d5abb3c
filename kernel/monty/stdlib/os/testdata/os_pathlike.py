import os
class P:
    def __init__(self, p): self.p = p
    def __fspath__(self): return self.p
class NotP:
    pass
print(isinstance(P('x'), os.PathLike), isinstance(NotP(), os.PathLike), issubclass(P, os.PathLike), issubclass(str, os.PathLike))
print(os.fspath(P('/a/b')), os.fspath('s'), os.fspath(b'b'), os.path.join(P('/root'), 'x'))
try:
    os.PathLike()
except TypeError as e:
    print('TypeError', str(e).split(' with ')[0])
class Sub(os.PathLike):
    def __fspath__(self): return 'sub'
print(os.fspath(Sub()), isinstance(Sub(), os.PathLike))
for bad in [1, None, NotP()]:
    try:
        os.fspath(bad)
    except TypeError as e:
        print('TypeError', e)
