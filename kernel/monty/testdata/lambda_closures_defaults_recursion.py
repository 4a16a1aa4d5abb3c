# Lambdas: capturing by closure vs default, recursion via name, sorting keys, dispatch tables.
adders = [lambda x, n=n: x + n for n in range(3)]
late = [lambda x: x + n for n in range(3)]
print([f(10) for f in adders], [f(10) for f in late])
fact = lambda n: 1 if n < 2 else n * fact(n - 1)
print(fact(12))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "max": lambda *a: max(a)}
print(ops["+"](2, 3), ops["-"](2, 3), ops["max"](4, 9, 2))
pipeline = [lambda s: s.strip(), lambda s: s.lower(), lambda s: s.replace(" ", "_")]
value = "  Hello World  "
for step in pipeline:
    value = step(value)
print(value)
print((lambda *, k=1: k)(), (lambda a, /, b: (a, b))(1, b=2), (lambda: (yield 1))().__next__())
