# Recursion over nested data: depth, flatten, pretty print, structural equality.
tree = {"v": 1, "kids": [{"v": 2, "kids": []}, {"v": 3, "kids": [{"v": 4, "kids": []}]}]}
def depth(t): return 1 + max((depth(k) for k in t["kids"]), default=0)
def total(t): return t["v"] + sum(total(k) for k in t["kids"])
def show(t, indent=0):
    print("  " * indent + str(t["v"]))
    for k in t["kids"]:
        show(k, indent + 1)
print(depth(tree), total(tree))
show(tree)
def same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same, a, b))
    return a == b
print(same(tree, tree), same(tree, {"v": 1, "kids": []}), same([1, [2]], [1, [2.0]]))
