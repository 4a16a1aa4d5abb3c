# Async generators: aclose() runs finally; asend after close raises StopAsyncIteration.
async def ticker():
    try:
        n = 0
        while True:
            n += 1
            yield n
    finally:
        print("ticker finally")
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value
t = ticker()
print(run(t.__anext__()), run(t.__anext__()))
run(t.aclose())
try:
    run(t.__anext__())
except StopAsyncIteration:
    print("StopAsyncIteration after aclose")
