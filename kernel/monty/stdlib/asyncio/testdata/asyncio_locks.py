import asyncio

def state(obj):
    r = repr(obj)
    return r[r.index('['):]

async def main():
    lock = asyncio.Lock()
    print(state(lock), lock.locked())
    log = []
    async def holder(i):
        async with lock:
            log.append(('got', i, state(lock)))
            await asyncio.sleep(0)
    await asyncio.gather(*(holder(i) for i in range(3)))
    print(log, state(lock))
    try:
        lock.release()
    except RuntimeError as e:
        print('RuntimeError', e)
    print(await lock.acquire(), lock.locked())
    waiter = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    print(state(lock))
    waiter.cancel()
    await asyncio.sleep(0)
    lock.release()
    print(state(lock), waiter.cancelled())
    # Event
    ev = asyncio.Event()
    print(state(ev), ev.is_set())
    results = []
    async def wait_ev(i):
        results.append((i, await ev.wait()))
    ws = [asyncio.create_task(wait_ev(i)) for i in range(2)]
    await asyncio.sleep(0)
    print(state(ev))
    ev.set()
    ev.set()
    await asyncio.gather(*ws)
    print(results, state(ev), await ev.wait())
    ev.clear()
    print(ev.is_set())
    # Semaphore
    sem = asyncio.Semaphore(2)
    print(state(sem))
    running, peak = [], []
    async def slot(i):
        async with sem:
            running.append(i)
            peak.append(len(running))
            await asyncio.sleep(0)
            running.remove(i)
    await asyncio.gather(*(slot(i) for i in range(5)))
    print(max(peak), state(sem))
    sem.release()
    print(state(sem))
    z = asyncio.Semaphore(0)
    print(z.locked(), state(z))
    t = asyncio.create_task(z.acquire())
    await asyncio.sleep(0)
    print(state(z))
    z.release()
    print(await t, state(z))
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print('ValueError', e)
    b = asyncio.BoundedSemaphore(2)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print('ValueError', e)
    # Condition
    cond = asyncio.Condition()
    print(state(cond))
    box = []
    async def consumer(i):
        async with cond:
            await cond.wait_for(lambda: box)
            return (i, box.pop())
    cs = [asyncio.create_task(consumer(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(state(cond))
    async with cond:
        box.extend(['x', 'y'])
        cond.notify(2)
    await asyncio.sleep(0)
    async with cond:
        box.append('z')
        cond.notify_all()
    print(sorted(await asyncio.gather(*cs)))
    for f in (cond.notify, cond.notify_all):
        try:
            f()
        except RuntimeError as e:
            print('RuntimeError', e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print('RuntimeError', e)
    shared = asyncio.Lock()
    c2 = asyncio.Condition(shared)
    async with c2:
        print(shared.locked(), c2.locked())
    print(shared.locked())

asyncio.run(main())
