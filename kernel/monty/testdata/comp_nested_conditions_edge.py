# Comprehension edge cases: conditional expressions vs filters, tuples, unpacking, nested scopes.
pairs = [(1, "a"), (2, "b"), (3, "c")]
print([n for n, _ in pairs], {s: n for n, s in pairs}, [(s, n) for n, s in pairs if n != 2])
print([x if x % 2 else -x for x in range(6)], [x for x in range(6) if x % 2 if x > 1])
print([(i, j) for i in range(3) if i for j in range(i) if j != 1])
print([[c for c in word] for word in ("ab", "c")], [c for word in ("ab", "c") for c in word])
print({n % 2: [m for m in range(n)] for n in range(4)})
print([y for x in [[1, [2]], [3, [4, 5]]] for y in x[1]])
print([i * j for i, j in zip(range(4), range(4, 8))], [*map(lambda t: str(t[0]) + t[1], pairs)])
print(sum(1 for _ in range(10) for _ in range(10)), [_ for _ in "xy"])
lst = [lambda x=i: x * 10 for i in range(3)]
print([f() for f in lst])
matrix = [[1, 2], [3, 4], [5, 6]]
print([row[::-1] for row in matrix[::-1]], list(map(list, zip(*matrix))))
print([i for i in range(3)] + [i for i in "ab"], {i for i in []}, {k: v for k, v in []})
