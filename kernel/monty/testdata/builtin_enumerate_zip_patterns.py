# Idioms with enumerate and zip: pairwise, transposition, index lookup, parallel iteration.
names = ["ann", "bob", "cy"]
scores = [90, 85, 77]
for i, (n, s) in enumerate(zip(names, scores), 1):
    print(f"{i}. {n}: {s}")
print(dict(zip(names, scores)), list(zip(names, names[1:])), [b - a for a, b in zip(scores, scores[1:])])
grid = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*grid)), [list(r) for r in zip(*zip(*grid))])
index = {v: i for i, v in enumerate("hello")}
print(index)
print([i for i, ch in enumerate("banana") if ch == "a"], list(enumerate(zip("ab", "xy"))))
print(max(enumerate(scores), key=lambda p: p[1]), min(zip(scores, names)))
keys, values = zip(*{"a": 1, "b": 2}.items())
print(keys, values, list(zip("abc", range(10), [True, False])))
