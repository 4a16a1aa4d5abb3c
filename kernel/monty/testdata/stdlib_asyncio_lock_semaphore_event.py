# Lock, Semaphore and Event coordinate tasks deterministically.
import asyncio
async def main():
    lock = asyncio.Lock()
    log = []
    async def critical(name):
        async with lock:
            log.append(f"{name} in")
            await asyncio.sleep(0)
            log.append(f"{name} out")
    await asyncio.gather(critical("a"), critical("b"))
    print(log, lock.locked())
    sem = asyncio.Semaphore(2)
    active, peak = 0, 0
    async def limited(i):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.01)
            active -= 1
    await asyncio.gather(*(limited(i) for i in range(5)))
    print("peak concurrency", peak)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "released"
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    print(ev.is_set(), t.done())
    ev.set()
    print(await t, ev.is_set())
asyncio.run(main())
