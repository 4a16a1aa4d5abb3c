import asyncio

events = []

async def sleeper(name, delay):
    try:
        await asyncio.sleep(delay)
        events.append(name + ' woke')
        return name
    except asyncio.CancelledError as e:
        events.append(f'{name} cancelled {e.args}')
        raise

async def stubborn():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        events.append('stubborn swallowed')
    return 'kept going'

async def main():
    t = asyncio.create_task(sleeper('a', 1))
    print(t.cancel(), t.cancelling(), t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print('cancelled before start', e.args, t.cancelled())
    t = asyncio.create_task(sleeper('b', 1))
    await asyncio.sleep(0)
    print(t.cancel('msg'), t.cancel('again'), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print('cancelled with msg', e.args)
    print(t.cancel(), t.cancelling())
    s = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    s.cancel()
    print(await s, s.cancelled(), s.cancelling(), s.uncancel(), s.uncancel())
    u = asyncio.create_task(sleeper('c', 0))
    print(await u, u.cancel())
    async def cancels_self():
        asyncio.current_task().cancel()
        await asyncio.sleep(0)
        return 'never'
    v = asyncio.create_task(cancels_self())
    try:
        await v
    except asyncio.CancelledError:
        print('self cancelled', v.cancelled())
    async def catches_then_returns():
        asyncio.current_task().cancel()
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError:
            return 'caught'
    print(await asyncio.create_task(catches_then_returns()))
    print(events)

asyncio.run(main())

async def outer():
    inner = asyncio.create_task(sleeper('inner', 1))
    await asyncio.sleep(0)
    try:
        await inner
    finally:
        print('outer finally', inner.cancelled())

async def driver():
    o = asyncio.create_task(outer())
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    o.cancel()
    try:
        await o
    except asyncio.CancelledError:
        print('outer cancelled', o.cancelled())
asyncio.run(driver())
print(events[-1])
