# yield from delegates iteration, send, throw and returns the subgenerator's value.
def inner():
    x = yield "inner-1"
    print("inner got", x)
    y = yield "inner-2"
    print("inner got", y)
    return "inner-result"
def outer():
    result = yield from inner()
    print("outer got result", result)
    yield "outer-done"
g = outer()
print(next(g))
print(g.send("A"))
print(g.send("B"))
def flatten(items):
    for it in items:
        if isinstance(it, list):
            yield from flatten(it)
        else:
            yield it
print(list(flatten([1, [2, [3, 4], []], 5])))
def from_iterables():
    yield from range(3)
    yield from "ab"
    yield from {"k": 1}
    r = yield from []
    print("return of plain iterable delegation:", r)
print(list(from_iterables()))
def thrower():
    try:
        yield 1
    except ValueError:
        yield "inner handled"
def delegate():
    yield from thrower()
d = delegate(); next(d)
print(d.throw(ValueError))
def closer():
    try:
        yield 1
    finally:
        print("inner finally on close")
def deleg2():
    yield from closer()
d = deleg2(); next(d); d.close()
def ret_only():
    return 42
    yield
def use():
    v = yield from ret_only()
    yield v
print(list(use()))
