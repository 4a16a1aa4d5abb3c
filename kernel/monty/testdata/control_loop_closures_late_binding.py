# Closures capture variables, not values: late binding in loops.
fs = []
for i in range(3):
    fs.append(lambda: i)
print([f() for f in fs])
# default arguments capture the value at definition time
fs = [lambda i=i: i for i in range(3)]
print([f() for f in fs])
# a comprehension's variable is per comprehension, still late-bound
fs = [lambda: j for j in range(3)]
print([f() for f in fs])
# a factory function gives each closure its own cell
def make(n):
    return lambda: n
fs = [make(k) for k in range(3)]
print([f() for f in fs])
# closures see later rebinding of the enclosing variable
def outer():
    x = 1
    get = lambda: x
    x = 2
    return get()
print(outer())
# closures share one cell
def pair():
    v = 0
    def inc():
        nonlocal v
        v += 1
    def read():
        return v
    return inc, read
inc, read = pair()
inc(); inc()
print(read())
print(read.__closure__[0].cell_contents)
