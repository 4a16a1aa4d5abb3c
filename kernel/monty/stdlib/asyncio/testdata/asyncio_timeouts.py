import asyncio

async def main():
    loop = asyncio.get_running_loop()
    cm = asyncio.timeout(None)
    print(repr(cm), cm.when(), cm.expired())
    async with cm as same:
        print(same is cm, repr(cm))
    print(repr(cm))
    for when in (1, None):
        try:
            cm.reschedule(when)
        except RuntimeError as e:
            print('RuntimeError', e)
    try:
        asyncio.timeout(1).reschedule(2)
    except RuntimeError as e:
        print('RuntimeError', e)
    try:
        async with asyncio.timeout(0.01) as t:
            await asyncio.sleep(5)
    except TimeoutError as e:
        print('expired', t.expired(), repr(t), type(e.__cause__).__name__, e.args)
    try:
        async with asyncio.timeout(0) as t:
            await asyncio.sleep(0)
            print('zero timeout ran to the first await')
    except TimeoutError:
        print('zero timeout expired', t.expired())
    try:
        async with asyncio.timeout(-5):
            await asyncio.sleep(1)
    except TimeoutError:
        print('past deadline expired')
    async with asyncio.timeout(5) as t:
        t.reschedule(None)
        print(t.when(), t.expired())
        await asyncio.sleep(0.01)
    async with asyncio.timeout(None) as t:
        t.reschedule(loop.time() + 5)
        print(t.when() > loop.time())
        t.reschedule(None)
    try:
        async with asyncio.timeout(5) as t:
            t.reschedule(loop.time() + 0.01)
            await asyncio.sleep(1)
    except TimeoutError:
        print('rescheduled sooner expired')
    try:
        async with asyncio.timeout_at(loop.time() + 0.01) as t:
            await asyncio.sleep(1)
    except TimeoutError:
        print('timeout_at expired', t.expired())
    # a timeout that never fires leaves the result alone
    async with asyncio.timeout(1):
        r = await asyncio.sleep(0, 'value')
    print(r)
    # errors inside pass through
    try:
        async with asyncio.timeout(1):
            raise KeyError('inside')
    except KeyError as e:
        print('KeyError', e)
    # nested: the inner one fires
    try:
        async with asyncio.timeout(5) as outer:
            try:
                async with asyncio.timeout(0.01) as inner:
                    await asyncio.sleep(1)
            except TimeoutError:
                print('inner expired', inner.expired(), outer.expired())
            await asyncio.sleep(0)
        print('outer fine', outer.expired())
    except TimeoutError:
        print('wrong')
    # explicit cancel is not a timeout
    async def body():
        async with asyncio.timeout(5):
            await asyncio.sleep(1)
    t = asyncio.create_task(body())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('cancel passes through as CancelledError')
    print(asyncio.current_task().cancelling())
    print(asyncio.Timeout is asyncio.timeouts.Timeout)

asyncio.run(main())

async def outside():
    pass
t = asyncio.Timeout(None)
try:
    asyncio.run(t.__aenter__())
except RuntimeError as e:
    print('RuntimeError', e)
try:
    asyncio.timeout(1)
except RuntimeError as e:
    print('RuntimeError', e)
