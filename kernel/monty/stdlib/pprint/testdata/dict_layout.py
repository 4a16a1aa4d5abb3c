# Dicts: sorting, nesting, widths, indents and mixed-type keys.
import pprint

d = {'zeta': list(range(12)), 'alpha': {'x': 1, 'y': [1, 2, 3] * 5}, 'mid': ('a' * 30, 'b' * 30), 3: None, 'k': {}}
for width in (80, 60, 40, 20, 1):
    print(width)
    print(pprint.pformat(d, width=width))
print(pprint.pformat(d, width=30, sort_dicts=False))
print(pprint.pformat(d, indent=4, width=40))
print(pprint.pformat({1: 'a', 'b': 2, None: 3, (1, 2): 4, 2.5: 5}, width=20))
print(pprint.pformat({i: {j: j * i for j in range(4)} for i in range(5)}, width=30))
print(pprint.pformat({'a': {'b': {'c': {'d': {}}}}}, width=5))


class D(dict):
    pass


class R(dict):
    def __repr__(self):
        return 'R!'


print(pprint.pformat(D(a=list(range(30)), b=2)), pprint.pformat(R(a=list(range(30)))), pprint.pformat({}))
pprint.pprint({'k%d' % i: 'v' * i for i in range(10)}, width=40)
pprint.pp({'b': 1, 'a': list(range(25))}, width=30)
pprint.pp({'b': 1, 'a': 2}, sort_dicts=True)
