# Asynchronous generators: a pipeline of async generators and async
# comprehensions, driven by hand (no event loop: nothing ever suspends).


async def numbers(n):
    for i in range(n):
        yield i


async def keep_odd(source):
    async for x in source:
        if x & 1:
            yield x


async def squared(source):
    async for x in source:
        yield x * x


async def main(n):
    total = 0
    async for v in squared(keep_odd(numbers(n))):
        total += v
    firsts = [x async for x in numbers(n // 10) if x % 3 == 0]
    return total, len(firsts)


def run(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError("suspended")


def bench():
    return run(main(1000000))
