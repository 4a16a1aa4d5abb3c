# lru_cache and cache: hits/misses, maxsize eviction, typed, cache_clear, cache_parameters.
from functools import lru_cache, cache
calls = []
@lru_cache(maxsize=2)
def f(x):
    calls.append(x)
    return x * 2
for v in [1, 2, 1, 3, 1, 2]:
    f(v)
print(calls, f.cache_info(), f.cache_parameters())
f.cache_clear()
print(f.cache_info())
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(100), fib.cache_info().currsize)
@lru_cache(typed=True)
def t(x):
    return type(x).__name__
print(t(1), t(1.0), t.cache_info().currsize)
@lru_cache
def bare(x): return x
print(bare(3), bare.__wrapped__(4), bare.__name__)
try:
    f([1])
except TypeError as e:
    print("TypeError:", e)
