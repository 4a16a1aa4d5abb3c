# setdefault/get idioms for grouping, counting and nested dicts.
words = "apple avocado banana blueberry cherry cranberry date".split()
by_letter = {}
for w in words:
    by_letter.setdefault(w[0], []).append(w)
print(by_letter)
lengths = {}
for w in words:
    lengths[len(w)] = lengths.get(len(w), 0) + 1
print(dict(sorted(lengths.items())))
tree = {}
for path in ["a/b/c", "a/b/d", "a/e", "f"]:
    node = tree
    for part in path.split("/"):
        node = node.setdefault(part, {})
print(tree)
def depth(d):
    return 1 + max((depth(v) for v in d.values()), default=0)
print(depth(tree))
matrix = {}
for i, j, v in [(0, 0, 1), (0, 2, 5), (1, 1, 3)]:
    matrix.setdefault(i, {})[j] = v
print(matrix, matrix.get(5, {}).get(5, 0))
