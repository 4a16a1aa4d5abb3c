# aiter() and anext() builtins with an async iterator, driven by hand.
class AsyncRange:
    def __init__(self, n): self.i, self.n = 0, n
    def __aiter__(self): return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value
async def main():
    it = aiter(AsyncRange(3))
    first = await anext(it)
    second = await anext(it)
    third = await anext(it)
    fallback = await anext(it, "default")
    try:
        await anext(it)
    except StopAsyncIteration:
        stopped = True
    return first, second, third, fallback, stopped
print(run(main()))
try:
    aiter([1])
except TypeError as e:
    print("TypeError:", e)
try:
    anext([1])
except TypeError as e:
    print("TypeError:", e)
