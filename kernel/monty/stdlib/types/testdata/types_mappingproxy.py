import types
d = {'x': 1, 'y': 2}
m = types.MappingProxyType(d)
d['z'] = 3
print(m, len(m), m['z'], list(m), 'x' in m, 'q' in m)
for action in (lambda: m.__setitem__('a', 1), lambda: m.pop('x'), lambda: m.update({}),
               lambda: m.clear(), lambda: m.setdefault('k', 1)):
    try:
        action()
    except Exception as e:
        print(type(e).__name__, e)
try:
    m['nope']
except KeyError as e:
    print('KeyError', e)
try:
    m['x'] = 5
except TypeError as e:
    print('TypeError', e)
try:
    del m['x']
except TypeError as e:
    print('TypeError', e)
print(m == d, m != d, m == {'x': 1}, sorted(m.items()), m.get('y', 0), m.get('w', 0))
print(type(m.copy()).__name__, m.copy() is d, m | {'x': 9}, type(m | {}).__name__)
print(types.MappingProxyType(m) == m, str(m))
try:
    types.MappingProxyType(5)
except TypeError as e:
    print(e)
