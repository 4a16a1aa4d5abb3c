import functools
calls = []
@functools.lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
print(sq(2), sq(2), sq(3), sq(4), sq(2), calls)
print(sq.cache_info(), sq.cache_parameters())
sq.cache_clear()
print(sq.cache_info(), sq.__name__, sq.__wrapped__(5))
@functools.lru_cache
def bare(x):
    return x + 1
print(bare(1), bare(1), bare.cache_info(), bare.cache_parameters())
@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info().currsize, fib.cache_parameters())
@functools.lru_cache(typed=True)
def t(x):
    return type(x).__name__
print(t(1), t(1.0), t.cache_info().currsize)
try:
    functools.lru_cache('big')
except TypeError as e:
    print(e)
@functools.lru_cache(maxsize=-5)
def z(x):
    return x
print(z(1), z(1), z.cache_info())
@functools.lru_cache(None)
def kw(a, b=1):
    return a + b
print(kw(1), kw(1, b=1), kw(a=1), kw.cache_info().misses)
