# return: implicit None, multiple values as a tuple, early return, return in loops.
def nothing(): pass
def bare(): return
def many(): return 1, "two", [3]
def early(n):
    for i in range(10):
        if i == n:
            return f"found {i}"
    return "not found"
print(nothing(), bare(), many(), type(many()).__name__)
a, b, c = many()
print(a, b, c, early(3), early(20))
def nested_return():
    try:
        for x in range(3):
            while True:
                return x
    finally:
        print("finally before return")
print(nested_return())
def returns_function():
    def inner():
        return "inner result"
    return inner
print(returns_function()())
def conditional(x):
    return "pos" if x > 0 else "neg" if x < 0 else "zero"
print([conditional(v) for v in (-1, 0, 1)])
def gen_return():
    yield 1
    return "done"
print(list(gen_return()))
