# Coroutines: a pipeline of generator-based coroutines driven by send(),
# and a recursion of async def coroutines awaited to a depth.


def averager(target):
    total = count = 0
    while True:
        x = yield
        total += x
        count += 1
        if count % 10 == 0:
            target.send(total / count)


def collector(out):
    while True:
        out.append((yield))


async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)


def run(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError("the coroutine awaited something")


def bench():
    out = []
    sink = collector(out)
    next(sink)
    avg = averager(sink)
    next(avg)
    for i in range(2000000):
        avg.send(i % 97)
    return len(out), round(out[-1], 6), run(fib(24))
