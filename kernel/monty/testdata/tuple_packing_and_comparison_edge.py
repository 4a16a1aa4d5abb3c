# Tuples: packing, nested unpacking, lexicographic comparison, hashing with nested tuples.
t = 1, (2, 3), [4]
a, (b, c), [d] = t
print(a, b, c, d, t[1][0], t[-1][0], len(t))
print((1, 2) < (1, 2, 3), (2,) > (1, 9), (1, "a") < (1, "b"), () < (0,), (1, 2) == (1.0, 2.0))
print(hash((1, (2, 3))) == hash((1, (2, 3))), {(1, (2,)): "nested"}[(1, (2,))])
print(tuple(sorted((3, 1, 2))), tuple(reversed((1, 2))), (1, 2) * 2, (0,) * 0, ((),) * 2)
print(max([(1, "z"), (2, "a"), (2, "b")]), min((3, 1), (3, 0)), sorted([(2, 1), (1, 2), (1, 1)]))
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError:", e)
try:
    (1, 2) < (1, "x")
except TypeError as e:
    print("TypeError:", e)
