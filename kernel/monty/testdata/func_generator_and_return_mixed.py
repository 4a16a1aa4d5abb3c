# A function containing yield is a generator even if yield is unreachable; return values become StopIteration.
def maybe(flag):
    if flag:
        return "plain value"
    yield "generated"
g = maybe(True)
print(type(g).__name__)
try:
    next(g)
except StopIteration as e:
    print("StopIteration.value =", e.value)
print(list(maybe(False)))
def returns_list():
    return [1, 2]
def yields_list():
    yield [1, 2]
print(returns_list(), list(yields_list()))
