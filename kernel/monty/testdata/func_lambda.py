# lambda: expressions only, defaults, closures, immediately invoked.
sq = lambda x: x * x
print(sq(7))
add = lambda a, b=10, *rest, k=1, **kw: (a + b + sum(rest)) * k + len(kw)
print(add(1), add(1, 2, 3, 4, k=2, z=0))
print((lambda: "iife")())
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5))
print((lambda *a: a)(1, 2), (lambda **k: k)(x=1))
print((lambda x, /, y: x - y)(10, y=3))
cond = lambda n: "even" if n % 2 == 0 else "odd"
print([cond(i) for i in range(4)])
print((lambda: (yield))().__class__.__name__)
y_combinator = lambda f: (lambda x: x(x))(lambda x: f(lambda *a: x(x)(*a)))
fact = y_combinator(lambda self: lambda n: 1 if n == 0 else n * self(n - 1))
print(fact(10))
