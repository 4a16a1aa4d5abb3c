import asyncio

async def value(v, steps):
    for _ in range(steps):
        await asyncio.sleep(0)
    return v

async def boom(steps):
    for _ in range(steps):
        await asyncio.sleep(0)
    raise ValueError('boom')

def names(tasks):
    out = []
    for t in tasks:
        if t.cancelled():
            out.append('cancelled')
        elif t.exception() is not None:
            out.append(type(t.exception()).__name__)
        else:
            out.append(t.result())
    return sorted(out, key=str)

async def main():
    ts = [asyncio.create_task(value(i, i)) for i in range(4)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print(names(done), len(pending))
    done, pending = await asyncio.wait(ts, return_when=asyncio.ALL_COMPLETED)
    print(names(done), len(pending))
    ts = [asyncio.create_task(boom(1)), asyncio.create_task(value('v', 5))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print(names(done), len(pending))
    await asyncio.wait(pending)
    ts = [asyncio.create_task(value('only', 0))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print(names(done), len(pending))
    slow = asyncio.create_task(asyncio.sleep(5))
    done, pending = await asyncio.wait({slow}, timeout=0.01)
    print(len(done), len(pending), slow.done())
    slow.cancel()
    done, pending = await asyncio.wait([slow])
    print(names(done))
    for bad in ([], set()):
        try:
            await asyncio.wait(bad)
        except ValueError as e:
            print('ValueError', e)
    t = asyncio.create_task(value(1, 0))
    for kw in ({'return_when': 'SOMETIMES'},):
        try:
            await asyncio.wait([t], **kw)
        except ValueError as e:
            print('ValueError', e)
    try:
        await asyncio.wait(t)
    except TypeError as e:
        print('TypeError', e)
    c = value(1, 0)
    try:
        await asyncio.wait([c])
    except TypeError as e:
        print('TypeError', e)
    c.close()
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)
    # wait_for
    print(await asyncio.wait_for(value('fast', 1), 1))
    try:
        await asyncio.wait_for(asyncio.sleep(5), 0.01)
    except TimeoutError as e:
        print('timeout', type(e).__name__, type(e.__cause__).__name__)
    try:
        await asyncio.wait_for(asyncio.sleep(5), -1)
    except asyncio.TimeoutError:
        print('negative timeout')
    f = asyncio.get_running_loop().create_future()
    f.set_result('ready')
    print(await asyncio.wait_for(f, 0))
    async def refuses():
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            return 'refused'
    print(await asyncio.wait_for(refuses(), 0.01))
    try:
        await asyncio.wait_for(boom(0), 1)
    except ValueError as e:
        print('inner error', e)
    # as_completed
    got = []
    for nxt in asyncio.as_completed([value('c', 3), value('a', 1), value('b', 2)]):
        got.append(await nxt)
    print(got)
    try:
        for nxt in asyncio.as_completed([asyncio.sleep(5, 'x'), value('y', 0)], timeout=0.02):
            print('as_completed got', await nxt)
    except TimeoutError:
        print('as_completed timed out')
    c = value(1, 0)
    try:
        list(asyncio.as_completed(c))
    except TypeError as e:
        print('TypeError', e)
    c.close()
    print(list(asyncio.as_completed([])))

asyncio.run(main())
