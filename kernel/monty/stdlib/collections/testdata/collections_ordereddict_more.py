from collections import OrderedDict
o = OrderedDict.fromkeys('abcde')
o.move_to_end('b')
o.move_to_end('d', last=False)
print(list(o), o.popitem(), o.popitem(last=False), list(o))
try:
    o.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
x = OrderedDict(a=1, b=2)
y = OrderedDict(b=2, a=1)
print(x == y, x == dict(y), dict(y) == x, x != y)
print(list(reversed(x)), list(reversed(x.keys())), list(reversed(x.values())), list(reversed(x.items())))
print(x.keys(), x.values(), x.items(), repr(OrderedDict()))
print(x | {'c': 3}, {'z': 0} | x, type(x | {}).__name__)
x |= [('d', 4)]
print(x, x.setdefault('e', 5), x.pop('a'), x.pop('nope', 'dflt'), x)
r = OrderedDict()
r['self'] = r
print(r)
print(x.copy(), type(x.copy()).__name__, OrderedDict([('k', 'v')]).get('k'))
try:
    hash(x)
except TypeError as e:
    print(type(e).__name__)
