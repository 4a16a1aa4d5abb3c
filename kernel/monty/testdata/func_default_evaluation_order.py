# Defaults are evaluated left to right at def time, positional then keyword-only; annotations after.
log = []
def v(name, value):
    log.append(name)
    return value
def f(a=v("a", 1), b=v("b", 2), *, c=v("c", 3), d=v("d", 4)) -> v("ret", int):
    return a, b, c, d
print(log, f(), f.__defaults__, f.__kwdefaults__)
log.clear()
def g(x: v("ann_x", int) = v("def_x", 0)):
    pass
print(log)
