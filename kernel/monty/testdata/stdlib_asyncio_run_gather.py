# asyncio.run, gather (order of results), create_task, sleep(0) interleaving.
import asyncio
log = []
async def worker(name, steps):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return f"{name} done"
async def main():
    results = await asyncio.gather(worker("a", 3), worker("b", 1), worker("c", 2))
    t = asyncio.create_task(worker("t", 2))
    r = await t
    return results, r, t.done(), t.result()
print(asyncio.run(main()))
print(log)
async def value():
    return 42
print(asyncio.run(value()))
