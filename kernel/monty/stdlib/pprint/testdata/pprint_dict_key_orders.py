# Dicts sort by key when printed: str keys, int keys (bools among them),
# and mixtures that fall back to the order of types.
import pprint

print(pprint.pformat({'b': 1, 'a': [3, 2], 'c': {'z': 0, 'y': 1}}, width=20))
print(pprint.pformat({3: 'x', -1: 'y', True: 'z', 10 ** 30: 'w', 0: 'v'}))
print(pprint.pformat({'a': 1, 2: 'b', None: 3, (1, 2): 4, 1.5: 5}))
print(pprint.pformat({2.5: 'f', 1: 'i', False: 'b'}))
print(pprint.pformat({}), pprint.pformat({'only': {}}))
wide = {('k%03d' % i): list(range(i % 4)) for i in range(40, 0, -1)}
print(pprint.pformat(wide, width=60))
print(pprint.pformat({i: i * i for i in range(30, 0, -3)}, width=30, sort_dicts=False))
print(pprint.saferepr({'z': 1, 'a': {3: 1, 1: 2}}))
