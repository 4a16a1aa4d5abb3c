# set and frozenset methods and operators.
a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b, a <= b, {3} < b, a >= {1}, a.isdisjoint({9}))
print(a.union([7], (8,)), a.intersection(b, {4}), a.difference([1], [2]), a.symmetric_difference([1, 9]))
print(a.issubset(range(10)), a.issuperset([1, 2]))
s = set()
s.add(3); s.add(1); s.add(3)
s.update([5, 6], {7})
print(s, len(s))
s.discard(99); s.discard(5); s.remove(6)
print(s)
try:
    s.remove(99)
except KeyError as e:
    print("KeyError:", e)
p = {10}
print(p.pop(), p)
try:
    p.pop()
except KeyError as e:
    print("KeyError:", e)
s.intersection_update({1, 3, 100}); print(s)
s.difference_update({1}); print(s)
s.symmetric_difference_update({3, 4}); print(s)
s |= {8}; s &= {4, 8}; s -= {4}; s ^= {9}
print(s, set(), frozenset(), frozenset([2, 1]), set("aa") == {"a"})
f = frozenset([1, 2])
print(f | {3}, type(f | {3}).__name__, type({3} | f).__name__, f == {1, 2}, hash(f) == hash(frozenset({2, 1})))
try:
    f.add(3)
except AttributeError as e:
    print("AttributeError:", e)
try:
    a | [1]
except TypeError as e:
    print("TypeError:", e)
try:
    {[1]}
except TypeError as e:
    print("TypeError:", e)
print({frozenset([1]): "frozenset key"}, {1, 2} == frozenset([1, 2]), set([1, 2]).copy())
print(sorted({"pear", "apple", "fig"}), sorted(frozenset("hello")), sorted({x % 5 for x in range(20)}))
print(len({1, 1.0, True}), {0, False, 0.0}, {1, 2} - {2, 3} | {9})
