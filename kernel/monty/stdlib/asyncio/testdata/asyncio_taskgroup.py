import asyncio

async def ok(v, steps=0):
    for _ in range(steps):
        await asyncio.sleep(0)
    return v

async def fail(exc, steps=0):
    for _ in range(steps):
        await asyncio.sleep(0)
    raise exc

log = []

async def cancellable(name):
    try:
        await asyncio.sleep(5)
    except asyncio.CancelledError:
        log.append(name + ' cancelled')
        raise

async def main():
    tg = asyncio.TaskGroup()
    print(repr(tg))
    async with tg as same:
        print(same is tg, repr(tg))
        a = tg.create_task(ok(1, 2))
        b = tg.create_task(ok(2), name='second')
        print(repr(tg), b.get_name())
    print(a.result(), b.result(), repr(tg))
    c = ok(3)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print('RuntimeError', e)
    c.close()
    c = ok(4)
    try:
        asyncio.TaskGroup().create_task(c)
    except RuntimeError as e:
        print('RuntimeError', e)
    c.close()
    try:
        async with asyncio.TaskGroup() as g:
            g.create_task(fail(ValueError('v'), 1))
            g.create_task(cancellable('sibling'))
            g.create_task(fail(TypeError('t'), 1))
    except* ValueError as eg:
        print('ValueError group', eg.message, [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print('TypeError group', [str(e) for e in eg.exceptions])
    print(log)
    try:
        async with asyncio.TaskGroup() as g:
            g.create_task(fail(KeyError('k')))
            await asyncio.sleep(1)
            print('not reached')
    except ExceptionGroup as eg:
        print('body interrupted', type(eg).__name__, repr(eg.exceptions))
    try:
        async with asyncio.TaskGroup() as g:
            g.create_task(cancellable('by body error'))
            await asyncio.sleep(0)
            raise RuntimeError('body')
    except ExceptionGroup as eg:
        print('body error', repr(eg.exceptions))
    print(log)
    try:
        async with asyncio.TaskGroup() as g:
            g.create_task(fail(ValueError('x')))
            g.create_task(fail(ValueError('y')))
    except ExceptionGroup as eg:
        print(len(eg.exceptions), sorted(str(e) for e in eg.exceptions), str(eg))
    async def nested():
        async with asyncio.TaskGroup() as outer:
            async def inner_group():
                async with asyncio.TaskGroup() as inner:
                    inner.create_task(fail(IndexError('deep')))
            outer.create_task(inner_group())
    try:
        await nested()
    except ExceptionGroup as eg:
        print('nested', repr(eg.exceptions[0]), repr(eg.exceptions[0].exceptions))
    tg2 = asyncio.TaskGroup()
    async with tg2:
        try:
            async with tg2:
                pass
        except RuntimeError as e:
            print('RuntimeError', e)
    t = asyncio.create_task(asyncio.sleep(0))
    async def cancelled_parent():
        async with asyncio.TaskGroup() as g:
            g.create_task(cancellable('child of cancelled'))
            await asyncio.sleep(5)
    p = asyncio.create_task(cancelled_parent())
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    p.cancel()
    try:
        await p
    except asyncio.CancelledError:
        print('parent cancelled', p.cancelled(), log[-1])
    await t

asyncio.run(main())
