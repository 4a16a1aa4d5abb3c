# lru_cache on recursive functions with several args; cache_info after clear; wrapped functions.
from functools import lru_cache
@lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), paths.cache_info().hits > 0, paths.cache_info().currsize)
@lru_cache(maxsize=3)
def sq(x):
    return x * x
for v in [1, 2, 3, 1, 4, 2]:
    sq(v)
info = sq.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize)
@lru_cache
def kw(a, b=1):
    return a + b
kw(1, b=2); kw(1, 2); kw(a=1, b=2)
print(kw.cache_info().misses)
