# A generator that raised is finished; further next() raises StopIteration.
def g():
    yield 1
    raise ValueError("inside")
    yield 2
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print("ValueError:", e)
print(next(it, "finished"), list(it))
def h():
    try:
        yield 1
    except ValueError:
        pass
    yield "after handled throw"
x = h()
next(x)
print(x.throw(ValueError), next(x, "done"))
