# yield as an expression: needs parentheses in most expression contexts.
def g():
    x = yield 1
    y = (yield 2) + 10
    z = [(yield 3), (yield 4)]
    yield x, y, z
it = g()
print(next(it), it.send("x"), it.send(5), it.send("a"), it.send("b"))
for src in ["def f():\n    x = yield + 1\n", "def f():\n    return (yield)\n", "def f():\n    print(yield)\n", "def f():\n    x = 1 + yield\n"]:
    try:
        compile(src, "<y>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
