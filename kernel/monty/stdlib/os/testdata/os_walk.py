import os
base = '/tmp/monty_os_walk_difftest'
def rmtree(p):
    if os.path.isdir(p) and not os.path.islink(p):
        for name in os.listdir(p):
            rmtree(os.path.join(p, name))
        os.rmdir(p)
    elif os.path.lexists(p):
        os.remove(p)
rmtree(base)
for d in ['a/b/c', 'a/d', 'e']:
    os.makedirs(os.path.join(base, d))
for f in ['top.txt', 'a/one.txt', 'a/b/two.txt', 'a/b/c/three.txt', 'e/four.txt']:
    with open(os.path.join(base, f), 'w') as fh:
        fh.write(f)
def norm(triples):
    return [(os.path.relpath(p, base), sorted(ds), sorted(fs)) for p, ds, fs in triples]
print(sorted(norm(os.walk(base))))
print(sorted(norm(os.walk(base, topdown=False))))
bottom = [os.path.relpath(p, base) for p, _, _ in os.walk(base, topdown=False)]
print(bottom.index('a/b/c') < bottom.index('a/b') < bottom.index('a'), bottom[-1])
pruned = []
for p, ds, fs in os.walk(base):
    ds[:] = [d for d in ds if d != 'a']
    pruned.append(os.path.relpath(p, base))
print(sorted(pruned))
errors = []
print(list(os.walk(base + '/missing', onerror=lambda e: errors.append(type(e).__name__))), errors)
print(list(os.walk(base + '/missing')))
rmtree(base)
