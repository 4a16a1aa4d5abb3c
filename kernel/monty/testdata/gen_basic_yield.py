# Generators run lazily, one step per next().
def count_up(n):
    print("start")
    for i in range(n):
        print("yielding", i)
        yield i
    print("done")
g = count_up(2)
print(type(g).__name__)
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
print(next(g, "default"))
print(list(count_up(3)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(15)])
print(sum(x for x in range(10) if x % 2))
def empty():
    return
    yield
print(list(empty()))
def yield_expr_value():
    x = yield 1
    print("got", x)
    y = yield 2
    print("got", y)
g = yield_expr_value()
print(next(g)); print(next(g))
try:
    next(g)
except StopIteration:
    print("finished")
