from collections import defaultdict, OrderedDict
import copy

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

dd = defaultdict(list)
dd['a'].append(1)
dd['b'].extend([2, 3])
print(dd, dd['zz'], dict(dd), len(dd))
print(isinstance(dd, dict), dd.default_factory)
n = defaultdict(int)
for w in 'a b a c a b'.split():
    n[w] += 1
print(n, sorted(n.items()))
print(defaultdict(), defaultdict(None, {'x': 1}), attempt(lambda: defaultdict()['q']))
print(attempt(lambda: defaultdict(1)))
dd2 = defaultdict(lambda: 'dflt', a=1)
print(dd2['z'], sorted(dd2))
print(n.get('missing'), 'missing' in n)
c = n.copy()
print(type(c).__name__, c, c.default_factory)
print(copy.copy(n), copy.deepcopy(dd))
print(defaultdict(set, {'a': {1}}) | {'b': {2}})
print({'q': 0} | defaultdict(int, a=1))
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print(dict((k, dict(v)) for k, v in nested.items()))
class Missing(defaultdict):
    pass
print(Missing(list, {'a': [1]}))
dd.default_factory = None
print(attempt(lambda: dd['nope']))

od = OrderedDict()
od['b'] = 1
od['a'] = 2
od['c'] = 3
print(od, list(od), od.keys(), od.values(), od.items())
od.move_to_end('b')
print(od)
od.move_to_end('b', last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
print(attempt(lambda: OrderedDict().popitem()), attempt(lambda: od.move_to_end('zz')))
o1 = OrderedDict([('x', 1), ('y', 2)])
o2 = OrderedDict([('y', 2), ('x', 1)])
print(o1 == o2, o1 == dict(o2), dict(o2) == o1, o1 != o2)
print(repr(OrderedDict()), OrderedDict(a=1) | {'b': 2}, {'z': 0} | OrderedDict(a=1))
print(OrderedDict.fromkeys('abc', 0), list(reversed(o1)), list(reversed(o1.items())))
print(o1.setdefault('z', 9), o1, o1.pop('x'), o1)
o3 = o1.copy()
o3['new'] = 1
print(o1, o3, type(o3).__name__)
o1.update(q=5)
print(o1, isinstance(o1, dict))
print(copy.deepcopy(o1))
