# Return values propagate through several levels of yield from.
def level3():
    yield "l3"
    return 3
def level2():
    r = yield from level3()
    yield f"l2 got {r}"
    return r * 10
def level1():
    r = yield from level2()
    yield f"l1 got {r}"
    return r + 1
g = level1()
print(list(g))
def collect(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as e:
            return items, e.value
print(collect(level1()))
