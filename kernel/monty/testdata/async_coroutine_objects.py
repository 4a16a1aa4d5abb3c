# Coroutine objects driven by hand with send(None): no event loop needed.
async def add(a, b):
    return a + b
c = add(1, 2)
print(type(c).__name__, c.__name__, c.__qualname__)
try:
    c.send(None)
except StopIteration as e:
    print("result", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
class Suspend:
    """An awaitable that yields once to the driver."""
    def __init__(self, tag): self.tag = tag
    def __await__(self):
        got = yield self.tag
        return f"{self.tag}->{got}"
async def worker():
    a = await Suspend("first")
    b = await Suspend("second")
    total = await add(len(a), len(b))
    return a, b, total
def run(coro):
    value = None
    while True:
        try:
            signal = coro.send(value)
        except StopIteration as e:
            return e.value
        print("driver got", signal)
        value = signal.upper()
print(run(worker()))
w = worker()
w.close()
print("closed unstarted coroutine")
async def noop(): pass
n = noop()
print(run(n))
