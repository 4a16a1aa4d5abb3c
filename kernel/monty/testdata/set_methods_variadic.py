# set methods taking several iterables, and operator versions needing sets.
a = {1, 2, 3, 4}
print(a.union([5], (6,), [7]), a.intersection([1, 2, 9], range(2, 5)), a.difference([1], {2}, (3,)))
print(a.symmetric_difference([4, 5]), a.issubset([1, 2, 3, 4, 5]), a.issuperset((1, 2)), a.isdisjoint("abc"))
b = set(a)
b.update([10], range(11, 13), {14})
b.difference_update([10, 11], [12])
b.intersection_update(range(5), range(1, 15))
print(sorted(b))
for op in [lambda: a | [1], lambda: a & (1,), lambda: a - "x", lambda: a ^ range(2), lambda: a < [1]]:
    try:
        op()
    except TypeError as e:
        print("TypeError:", e)
