# Sets compare by contents; frozensets are hashable and usable as dict keys and set members.
a = frozenset({1, 2})
b = frozenset([2, 1])
print(a == b, hash(a) == hash(b), a == {1, 2}, {1, 2} == a, a is not b)
groups = {a: "first"}
groups[b] = "second"
print(groups)
sets = {frozenset(), frozenset({1}), frozenset({1}), frozenset({1, 2})}
print(len(sets), sorted(len(s) for s in sets))
try:
    {set()}
except TypeError as e:
    print("TypeError:", e)
print(set([1, 2]) == frozenset([1, 2]), set() == frozenset(), frozenset() in {frozenset(): 1})
