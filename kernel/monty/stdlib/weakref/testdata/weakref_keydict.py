import gc, weakref
class K:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return 'K(%s)' % self.name
a, b = K('a'), K('b')
d = weakref.WeakKeyDictionary({a: 1})
d[b] = 2
print(len(d), d[a], d.get(b), a in d, 5 in d, sorted(d.values()))
t = K('t')
d[t] = 3
del t
gc.collect()
print(len(d), sorted(v for v in d.values()))
print(d.setdefault(a, 100), d.pop(b), d.pop(K('x'), 'none'), len(d))
d.update({b: 20}, )
print(sorted((k.name, v) for k, v in d.items()), len(d.keyrefs()))
c = d.copy()
print(type(c).__name__, len(c), c[a])
try:
    d[K('gone')]
except KeyError:
    print('KeyError')
try:
    d[1] = 2
except TypeError as e:
    print('TypeError', e)
print(repr(d).startswith('<WeakKeyDictionary at'), sorted(k.name for k in d.keys()))
print(sorted(k.name for k in (d | {K('n'): 0}).keys() if k.name != 'n'))
