import copy
s = {1, 2, (3, 4)}
d = copy.deepcopy(s)
print(sorted(d, key=repr), d == s, d is s, type(d).__name__)
f = frozenset({1, 2})
print(sorted(copy.deepcopy(f)), type(copy.deepcopy(f)).__name__, copy.copy(f) is f)
print(copy.deepcopy({'a': {1, 2}, 'b': frozenset({3})}))
print(copy.deepcopy([set(), {None}]), copy.copy({5}) == {5})
class S(set):
    pass
x = S([1, 2])
x.tag = 't'
y = copy.deepcopy(x)
print(sorted(y), type(y).__name__, y.tag)
z = copy.copy(x)
print(sorted(z), type(z).__name__, z.tag)
