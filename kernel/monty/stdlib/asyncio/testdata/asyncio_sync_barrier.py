import asyncio

def state(obj):
    r = repr(obj)
    return r[r.index('['):]

async def main():
    b = asyncio.Barrier(3)
    print(state(b), b.parties, b.n_waiting, b.broken)
    arrivals = []
    async def party(i):
        idx = await b.wait()
        arrivals.append((i, idx))
        return idx
    ts = [asyncio.create_task(party(i)) for i in range(2)]
    await asyncio.sleep(0)
    print(state(b), b.n_waiting)
    ts.append(asyncio.create_task(party(2)))
    print(sorted(await asyncio.gather(*ts)), state(b))
    print(sorted(arrivals))
    # reuse
    print(sorted(await asyncio.gather(*(b.wait() for _ in range(3)))))
    # abort breaks waiters
    ts = [asyncio.create_task(b.wait()) for _ in range(2)]
    await asyncio.sleep(0)
    await b.abort()
    res = await asyncio.gather(*ts, return_exceptions=True)
    print([type(r).__name__ for r in res], [str(r) for r in res], b.broken, state(b))
    try:
        await b.wait()
    except asyncio.BrokenBarrierError as e:
        print('BrokenBarrierError', e)
    await b.reset()
    print(state(b), b.broken)
    ts = [asyncio.create_task(b.wait()) for _ in range(2)]
    await asyncio.sleep(0)
    await b.reset()
    res = await asyncio.gather(*ts, return_exceptions=True)
    print([type(r).__name__ for r in res], state(b))
    async with asyncio.Barrier(1) as pos:
        print('context index', pos)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print('ValueError', e)
    print(issubclass(asyncio.BrokenBarrierError, RuntimeError))

asyncio.run(main())
