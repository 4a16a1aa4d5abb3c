from collections import ChainMap
a, b = {'x': 1}, {'x': 2, 'y': 3}
cm = ChainMap(a, b)
print(cm['x'], cm['y'], len(cm), list(cm), sorted(cm.items()), cm.get('z', 0), 'y' in cm)
cm['z'] = 9
print(a, b)
try:
    del cm['y']
except KeyError as e:
    print('KeyError', e)
for call in (lambda: ChainMap({}).popitem(), lambda: ChainMap({}).pop('q'), lambda: cm['nope']):
    try:
        call()
    except KeyError as e:
        print('KeyError', e)
print(cm.pop('q', 'default'), cm.pop('z'), a)
child = cm.new_child({'x': 100})
print(child, child['x'], child.parents == cm, child.parents)
print(cm.new_child(), cm.new_child(k=1))
print(ChainMap(), bool(ChainMap()), bool(ChainMap({}, {1: 2})), ChainMap.fromkeys('ab', 0))
c2 = cm.copy()
c2['new'] = 1
print(c2.maps[0] is a, 'new' in a, c2.maps[1] is b)
print(cm | {'w': 1}, {'w': 1} | cm, type({'w': 1} | cm).__name__)
cm |= {'v': 2}
print(a)
cm.clear()
print(a, b, dict(cm))
class Default(ChainMap):
    def __missing__(self, key):
        return 'missing ' + key
print(Default({})['k'])
