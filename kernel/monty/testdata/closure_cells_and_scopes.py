# Closure cells: shared between closures, created per call, visible via __closure__.
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    def reset():
        nonlocal count
        count = 0
    return inc, reset
inc1, reset1 = make_counter()
inc2, _ = make_counter()
inc1(); inc1(); inc2()
print(inc1(), inc2())
reset1()
print(inc1())
print(len(inc1.__closure__), inc1.__code__.co_freevars, make_counter.__code__.co_cellvars)
def outer():
    a = 1
    def middle():
        b = 2
        def inner():
            return a + b
        return inner
    return middle()
f = outer()
print(f(), f.__code__.co_freevars, sorted(c.cell_contents for c in f.__closure__))
def no_closure():
    return 1
print(no_closure.__closure__)
def param_closure(x):
    return lambda: x
print(param_closure(5)(), param_closure("s")())
def loop_cells():
    fs = []
    for i in range(3):
        def f(i=i):
            return i
        fs.append(f)
    return [g() for g in fs]
print(loop_cells())
def shadow():
    x = "outer"
    def inner():
        x = "inner local"
        return x
    return inner(), x
print(shadow())
def late():
    fns = {}
    for name in ["a", "b"]:
        fns[name] = lambda: name
    return {k: v() for k, v in fns.items()}
print(late())
