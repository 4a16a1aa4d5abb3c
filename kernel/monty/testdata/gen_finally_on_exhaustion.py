# finally and with blocks inside generators run when the generator finishes or is closed.
def g(n):
    try:
        for i in range(n):
            yield i
    finally:
        print(f"g({n}) finally")
print(list(g(2)))
print(sum(g(3)))
it = g(5)
print(next(it), next(it))
it.close()
print("after close")
def nested():
    try:
        yield from g(2)
    finally:
        print("nested finally")
print(list(nested()))
n = nested()
next(n)
n.close()
def with_return():
    try:
        yield 1
        return "r"
    finally:
        print("finally before StopIteration")
w = with_return()
next(w)
try:
    next(w)
except StopIteration as e:
    print("stop value", e.value)
