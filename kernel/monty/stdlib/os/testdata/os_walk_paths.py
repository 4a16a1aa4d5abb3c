import os
base = '/tmp/monty_os_walk2_difftest'
os.makedirs(base + '/p/q', exist_ok=True)
with open(base + '/p/f', 'w') as fh:
    fh.write('x')
class P:
    def __fspath__(self): return base
out = [(os.path.relpath(d, base), sorted(ds), sorted(fs)) for d, ds, fs in os.walk(P())]
print(sorted(out))
print(type(next(os.walk(base))[0]).__name__, next(os.walk(base))[0] == base)
os.remove(base + '/p/f')
os.removedirs(base + '/p/q')
print(os.path.exists(base))
