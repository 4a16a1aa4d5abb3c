# async for and async with with hand-written protocol classes.
class Ticker:
    def __init__(self, n): self.n, self.i = n, 0
    def __aiter__(self): return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
class Session:
    async def __aenter__(self):
        print("aenter")
        return "session"
    async def __aexit__(self, typ, val, tb):
        print("aexit", typ.__name__ if typ else None)
        return typ is KeyError
async def main():
    out = []
    async for t in Ticker(3):
        out.append(t)
    async with Session() as s:
        out.append(s)
    async with Session():
        raise KeyError("suppressed")
    out.append([x async for x in Ticker(2)])
    out.append({x: x * x async for x in Ticker(3)})
    async for t in Ticker(0):
        out.append("never")
    else:
        out.append("async for else")
    return out
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
print(run(main()))
async def bad_iter():
    async for x in [1, 2]:
        pass
try:
    run(bad_iter())
except TypeError as e:
    print("TypeError:", e)
