# Async generators: asend, athrow, aclose driven by hand.
async def agen(n):
    try:
        for i in range(n):
            received = yield i
            if received:
                print("agen received", received)
    finally:
        print("agen cleanup")
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value
g = agen(3)
print(type(g).__name__)
print(run(g.__anext__()))
print(run(g.asend("hello")))
print(run(g.__anext__()))
try:
    run(g.__anext__())
except StopAsyncIteration:
    print("StopAsyncIteration")
async def collect():
    return [x async for x in agen(4) if x % 2 == 0]
print(run(collect()))
g2 = agen(5)
run(g2.__anext__())
run(g2.aclose())
print("closed")
g3 = agen(5)
run(g3.__anext__())
try:
    run(g3.athrow(ValueError("thrown")))
except ValueError as e:
    print("athrow propagated:", e)
