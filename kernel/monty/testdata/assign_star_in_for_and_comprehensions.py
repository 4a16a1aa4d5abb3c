# Starred targets in for loops and comprehensions.
rows = [(1, 2, 3), (4, 5), (6,)]
for first, *rest in rows:
    print(first, rest)
print([rest for _, *rest in rows], [last for *_, last in rows])
print({k: v for k, *v in ["abc", "de"]})
for (a, *b), c in [([1, 2, 3], 4)]:
    print(a, b, c)
