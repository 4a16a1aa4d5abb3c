# A positional-only parameter name can also arrive in **kwargs.
def f(a, /, **kw):
    return a, kw
print(f(1, a=2), f("x", b=1, a=None))
def g(a, **kw):
    return a, kw
try:
    g(1, a=2)
except TypeError as e:
    print("TypeError:", e)
def h(*args, **kwargs):
    return args, kwargs
print(h(1, *(2, 3), k=4, **{"args": 5, "kwargs": 6}))
