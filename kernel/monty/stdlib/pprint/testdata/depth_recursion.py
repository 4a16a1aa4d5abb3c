# depth limits, recursion markers, saferepr, isreadable and isrecursive.
import pprint

nested = [1, [2, [3, [4, [5, {'a': (6, [7])}]]]]]
for depth in (1, 2, 3, 5, None):
    print(depth, pprint.pformat(nested, depth=depth), pprint.pformat({'a': {'b': {'c': 1}}}, depth=depth))
print(pprint.pformat(nested, depth=2, width=10))
a = [1, 2]
a.append(a)
d = {'self': None}
d['self'] = d
t = ([],)
t[0].append(t)


def show(obj):
    out = pprint.pformat(obj)
    for x in (a, d, t, t[0]):
        out = out.replace(str(id(x)), 'ID')
    return out


print(show(a), show(d), show(t), show([a, a]))
print(pprint.saferepr(a).replace(str(id(a)), 'ID'), pprint.saferepr(d).replace(str(id(d)), 'ID'))
print(pprint.isrecursive(a), pprint.isrecursive([1, 2]), pprint.isrecursive(d), pprint.isrecursive(t))
print(pprint.isreadable(a), pprint.isreadable([1, 'x', (2.5, None)]), pprint.isreadable(object()), pprint.isreadable({1: len}))
print(pprint.isreadable({'a': [1, {2: 3}]}), pprint.saferepr({'b': 1, 'a': 2}), pprint.saferepr([{'z': 1, 'y': 2}]))
p = pprint.PrettyPrinter(depth=2)
print(p.isrecursive(a), p.isreadable([1]), p.isreadable([[[1]]]), p.pformat([[[1]]]), p.format([[[1]]], {}, 2, 0))
shared = [1, 2]
print(pprint.pformat([shared, shared, {'x': shared}]), pprint.isrecursive([shared, shared]))
print(pprint.pformat(list(range(3)) * 30, depth=1), pprint.pformat([[]], depth=1), pprint.pformat([{}], depth=1))
