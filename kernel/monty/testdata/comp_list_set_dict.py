# List, set and dict comprehensions with conditions and nesting.
print([x * x for x in range(8) if x % 2])
print(sorted({c.lower() for c in "Hello World" if c.isalpha()}))
print({k: v for k, v in zip("abc", range(3))})
print({v: k for k, v in {"a": 1, "b": 2}.items()})
print([(x, y) for x in range(3) for y in range(x)])
print([[r * c for c in range(1, 4)] for r in range(1, 4)])
print([x for x in range(30) if x % 2 if x % 3])
print([y for row in [[1, 2], [3], []] for y in row])
print({x % 3 for x in range(10)})
print({i: [j for j in range(i)] for i in range(4)})
print([c * 2 if c.isdigit() else c.upper() for c in "a1b2"])
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print({(x, y) for x in (1, 2) for y in (1, 2) if x != y} == {(1, 2), (2, 1)})
# dict comprehension: later keys win, order of first insertion is kept
print({k % 3: k for k in range(7)})
print([i for i in range(3)] == list(range(3)))
