import gc, weakref
class V:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return 'V(%d)' % self.n
keep = [V(i) for i in range(4)]
d = weakref.WeakValueDictionary({'a': keep[0]}, b=keep[1])
d['c'] = keep[2]
d.update([('d', keep[3])])
print(len(d), sorted(d), sorted(d.items()), d['a'], d.get('zz', 'none'), 'c' in d)
tmp = V(99)
d['tmp'] = tmp
del tmp
gc.collect()
print('tmp' in d, len(d), d.get('tmp'))
print(d.pop('a'), d.pop('nope', 'default'), d.setdefault('e', keep[0]), sorted(d))
try:
    d['missing']
except KeyError as e:
    print('KeyError', e)
c = d.copy()
print(type(c).__name__, sorted(c), len(d.valuerefs()), sorted(r.key for r in d.itervaluerefs()))
k, v = d.popitem()
print(k not in d, len(d))
print(sorted((d | {'z': keep[1]}).keys()), repr(d).startswith('<WeakValueDictionary at'))
del d['b']
print(sorted(d))
