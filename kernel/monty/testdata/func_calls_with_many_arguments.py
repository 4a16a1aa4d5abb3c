# Functions with many parameters and calls with many arguments.
def many(a, b, c, d, e, f, g, h, i, j, *rest, k=11, l=12, **kw):
    return a + b + c + d + e + f + g + h + i + j + sum(rest) + k + l + sum(kw.values())
print(many(*range(1, 11)), many(*range(1, 21), k=0, m=100), many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, l=0))
args = list(range(300))
def count(*a): return len(a), sum(a)
print(count(*args), count(*args, *args))
kwargs = {f"k{i}": i for i in range(100)}
def kcount(**kw): return len(kw), sum(kw.values())
print(kcount(**kwargs))
