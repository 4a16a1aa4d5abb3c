from collections import defaultdict
d = defaultdict(list)
d['a'].append(1)
d['b']
print(d, dict(d), d.default_factory, len(d))
n = defaultdict()
try:
    n['x']
except KeyError as e:
    print('KeyError', e)
print(n, n.get('x'), 'x' in n)
try:
    defaultdict(5)
except TypeError as e:
    print(e)
c = defaultdict(int, {'a': 1}, b=2)
c['z'] += 1
print(c, c.copy(), type(c.copy()).__name__)
print(c | {'q': 9}, {'q': 9} | c, type({'q': 9} | c).__name__)
c |= {'w': 0}
print(c)
def make():
    return 'made'
m = defaultdict(make)
print(m['k'], dict(m), m.default_factory.__name__)
rec = defaultdict(list)
rec.default_factory = rec.__class__
print(rec)
class D(defaultdict):
    pass
print(D(set, a={1}))
print(defaultdict(lambda: 0).default_factory is not None)
