# set/frozenset constructors and copying semantics.
s = set("mississippi")
print(sorted(s), len(s), set(), set([]), set(()), set({}), set(range(3)), set({"k": 1}.items()))
f = frozenset(s)
print(sorted(f), frozenset(f) is f, set(f) is not f, frozenset() == set(), type(frozenset([1]) | {2}).__name__)
print(frozenset([1, 2]) == frozenset([2, 1]), {frozenset([1]), frozenset([1])}, {frozenset(): 0})
try:
    set(1)
except TypeError as e:
    print("TypeError:", e)
c = s.copy()
c.add("z")
print("z" in s, "z" in c, sorted(c - s))
nested = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(nested), sorted(sorted(x) for x in nested))
print(frozenset("ab").union("c") == frozenset("abc"), frozenset("abc").isdisjoint("xyz"), frozenset().issubset([]))
