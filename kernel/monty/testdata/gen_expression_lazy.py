# Generator expressions are lazy, but the first iterable is evaluated at once.
log = []
def src(n):
    log.append(f"src({n})")
    return range(n)
def tag(x):
    log.append(f"tag({x})")
    return x
g = (tag(x) for x in src(3))
print(log)
print(next(g), log)
print(list(g), log)
try:
    bad = (x for x in 5)
except TypeError as e:
    print("TypeError raised at creation:", e)
# inner iterables are evaluated lazily
lazy = (y for x in [1] for y in undefined_name)
print("created lazily")
try:
    next(lazy)
except NameError as e:
    print("NameError at first next:", e)
# generator expressions are single-use
ge = (i * i for i in range(3))
print(sum(ge), sum(ge))
# the loop variable does not leak
print([i for i in range(2)])
try:
    i
except NameError as e:
    print("NameError:", e)
# as the only argument, parentheses are optional
print(sum(x for x in range(5)), max(c for c in "hello"))
print(type(x for x in []).__name__)
