# Recursive generators: permutations, subsets, tree walks, n-queens.
def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, head in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            yield [head] + rest
print(["".join(p) for p in permutations("abc")])
def subsets(s):
    if not s:
        yield []
        return
    for sub in subsets(s[1:]):
        yield sub
        yield [s[0]] + sub
print(sorted(subsets([1, 2, 3]), key=lambda x: (len(x), x)))
def queens(n, row=0, cols=()):
    if row == n:
        yield cols
        return
    for c in range(n):
        if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(cols)):
            yield from queens(n, row + 1, cols + (c,))
print(sum(1 for _ in queens(6)), next(queens(8)))
def walk(d, path=()):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from walk(v, path + (k,))
        else:
            yield "/".join(path + (k,)), v
print(list(walk({"a": {"b": 1, "c": {"d": 2}}, "e": 3})))
