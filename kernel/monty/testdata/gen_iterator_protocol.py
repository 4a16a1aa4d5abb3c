# Generators are their own iterators; itertools-like pipelines with them.
def numbers():
    n = 0
    while True:
        yield n
        n += 1
def take(n, it):
    for _ in range(n):
        yield next(it)
def evens(it):
    return (x for x in it if x % 2 == 0)
def squares(it):
    for x in it:
        yield x * x
g = numbers()
print(iter(g) is g, hasattr(g, "__next__"))
print(list(take(5, squares(evens(numbers())))))
# pipelines with send-based coroutines
def printer(prefix):
    while True:
        item = yield
        print(prefix, item)
def broadcaster(targets):
    while True:
        item = yield
        for t in targets:
            t.send(item)
p1, p2 = printer("A:"), printer("B:")
next(p1); next(p2)
b = broadcaster([p1, p2]); next(b)
b.send("hello")
b.send(42)
# generator attributes
def named():
    yield
gen = named()
print(gen.__name__, gen.__qualname__, gen.gi_frame is not None, gen.gi_running)
list(gen)
print(gen.gi_frame)
