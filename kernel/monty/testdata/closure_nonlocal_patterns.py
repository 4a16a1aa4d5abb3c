# nonlocal in deeper nesting, in loops, and with augmented assignment on containers.
def accumulator():
    history = []
    total = 0
    def add(v):
        nonlocal total
        total += v
        history.append(total)
        return total
    return add, history
add, hist = accumulator()
for v in [5, -2, 10]:
    add(v)
print(hist)
def three_levels():
    x = 0
    def l2():
        def l3():
            nonlocal x
            x += 100
        l3()
        l3()
    l2()
    return x
print(three_levels())
def memoize(fn):
    cache = {}
    hits = 0
    def wrapper(n):
        nonlocal hits
        if n in cache:
            hits += 1
        else:
            cache[n] = fn(n)
        return cache[n]
    wrapper.stats = lambda: (len(cache), hits)
    return wrapper
@memoize
def sq(n):
    return n * n
for n in [1, 2, 1, 3, 2, 1]:
    sq(n)
print(sq.stats())
def generator_closure():
    state = {"n": 0}
    def gen():
        while state["n"] < 3:
            state["n"] += 1
            yield state["n"]
    return list(gen()), state
print(generator_closure())
def rebinding_in_class():
    value = "function"
    class Inner:
        nonlocal_view = value
        def get(self):
            return value
    value = "rebound"
    return Inner.nonlocal_view, Inner().get()
print(rebinding_in_class())
