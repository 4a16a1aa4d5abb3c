# Edge cases of send(): first send must be None, send on exhausted generators, yield as expression.
def echo():
    received = []
    while True:
        v = yield len(received)
        if v is None:
            break
        received.append(v)
    return received
e = echo()
print(e.send(None), e.send("a"), e.send("b"))
try:
    e.send(None)
except StopIteration as s:
    print("returned", s.value)
try:
    e.send("late")
except StopIteration as s:
    print("exhausted: StopIteration", s.value)
def doubler():
    x = 0
    while True:
        x = (yield x * 2) or x
d = doubler()
print(next(d), d.send(5), next(d), d.send(10))
def yield_in_expr():
    a = (yield 1) + (yield 2)
    yield a
y = yield_in_expr()
print(next(y), y.send(10), y.send(20))
def yield_in_args():
    print("args:", (yield "first"), (yield "second"))
ya = yield_in_args()
print(next(ya), ya.send("A"))
try:
    ya.send("B")
except StopIteration:
    print("done")
