# lru_cache on its Go wrapper: eviction order, typed keys, keywords,
# maxsize 0/None/negative, stats, clearing, methods, recursion, errors.
import functools

calls = []


@functools.lru_cache(maxsize=3)
def f(x, y=0):
    calls.append((x, y))
    return x + y


for args in [(1,), (2,), (1,), (3,), (4,), (2,), (1,)]:
    f(*args)
print(calls, f.cache_info())
f(1, y=2); f(1, y=2); f(y=2, x=1); f(1, 2)
print(f.cache_info(), f.cache_parameters(), f.__wrapped__.__name__, f.__name__, f.__doc__)
f.cache_clear()
print(f.cache_info(), type(f).__name__, callable(f))


@functools.lru_cache(typed=True)
def g(x):
    return type(x).__name__


print(g(1), g(1.0), g(True), g.cache_info())
z = functools.lru_cache(maxsize=0)(lambda x: x * 2)
print(z(2), z(2), z.cache_info())
n = functools.lru_cache(maxsize=-5)(lambda x: x)
print(n(1), n.cache_info())


@functools.cache
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)


print(fib(200), fib.cache_info())


@functools.lru_cache(maxsize=2)
def rec(k):
    return 1 if k == 0 else rec(k - 1) + 1


print(rec(50), rec.cache_info())


class C:
    def __init__(self, v):
        self.v = v

    @functools.lru_cache(maxsize=None)
    def m(self, k):
        return self.v * k

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, o):
        return self.v == o.v


a, b = C(2), C(3)
print(a.m(5), b.m(5), a.m(5), C.m.cache_info())
try:
    f([1])
except TypeError as e:
    print("TypeError:", e)


@functools.lru_cache
def boom(x):
    raise ValueError(x)


for _ in range(2):
    try:
        boom(1)
    except ValueError as e:
        print("ValueError", e, boom.cache_info())
try:
    functools.lru_cache(maxsize="x")
except TypeError as e:
    print("TypeError:", e)
