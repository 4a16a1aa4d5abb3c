# Sorting records by composite keys, with reverse on parts via negation and stability.
records = [
    {"name": "dee", "age": 25, "score": 88.5},
    {"name": "ann", "age": 31, "score": 92.0},
    {"name": "bob", "age": 25, "score": 92.0},
    {"name": "cy", "age": 31, "score": 75.25},
    {"name": "eve", "age": 22, "score": 88.5},
]
by = lambda *keys: (lambda r: tuple(r[k] for k in keys))
print([r["name"] for r in sorted(records, key=by("age", "name"))])
print([r["name"] for r in sorted(records, key=lambda r: (-r["score"], r["name"]))])
print([r["name"] for r in sorted(records, key=lambda r: r["score"], reverse=True)])
print([r["name"] for r in sorted(sorted(records, key=lambda r: r["name"]), key=lambda r: r["age"], reverse=True)])
print(sorted(["b10", "a2", "a10", "b1"], key=lambda s: (s[0], int(s[1:]))))
print(sorted([3, -1, -4, 1, 5], key=lambda x: (x < 0, abs(x))))
print(sorted(["Bb", "aa", "AA", "bB"]), sorted(["Bb", "aa", "AA", "bB"], key=str.casefold))
print(sorted([(1, "b"), (1, "a"), (0, "z")], reverse=True), sorted("a1B2c3", key=str.isdigit))
