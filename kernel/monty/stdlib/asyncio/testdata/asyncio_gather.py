import asyncio

order = []

async def job(name, steps, fail=None):
    for _ in range(steps):
        await asyncio.sleep(0)
    order.append(name)
    if fail:
        raise fail
    return name.upper()

async def main():
    print(await asyncio.gather(job('a', 3), job('b', 1), job('c', 2)))
    print(order)
    order.clear()
    print(await asyncio.gather(job('x', 1, ValueError('x')), job('y', 0), return_exceptions=True))
    try:
        await asyncio.gather(job('p', 0), job('q', 1, KeyError('q')), job('r', 2))
    except KeyError as e:
        print('raised', repr(e))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(order)
    shared = asyncio.ensure_future(job('s', 0))
    print(await asyncio.gather(shared, shared, shared))
    coro = job('t', 0)
    print(await asyncio.gather(coro, coro))
    g = asyncio.gather(job('slow1', 50), job('slow2', 50))
    await asyncio.sleep(0)
    print(g.cancel(), g.cancel() if g.done() else 'pending')
    try:
        await g
    except asyncio.CancelledError as e:
        print('gather cancelled', type(e).__name__)
    c1 = asyncio.ensure_future(job('c1', 50))
    g2 = asyncio.gather(c1, job('ok', 0), return_exceptions=True)
    await asyncio.sleep(0)
    c1.cancel('child')
    print(await g2)
    c2 = asyncio.ensure_future(job('c2', 50))
    g3 = asyncio.gather(c2, job('ok2', 0))
    await asyncio.sleep(0)
    c2.cancel()
    try:
        await g3
    except asyncio.CancelledError:
        print('child cancel propagated', g3.cancelled())
    print(await asyncio.gather(), await asyncio.gather(asyncio.sleep(0, 'r')))
    f = asyncio.get_running_loop().create_future()
    f.set_result(7)
    print(await asyncio.gather(f, job('z', 0)))
    class Awaitable:
        def __await__(self):
            yield from asyncio.sleep(0).__await__()
            return 'custom'
    print(await asyncio.gather(Awaitable()))
    try:
        asyncio.gather(1)
    except TypeError as e:
        print('TypeError', e)

asyncio.run(main())
