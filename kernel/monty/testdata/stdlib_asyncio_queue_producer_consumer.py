# asyncio.Queue producer/consumer with task_done/join and sentinel shutdown.
import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        await asyncio.sleep(0)
    await q.put(None)
async def consumer(q, out):
    while True:
        item = await q.get()
        q.task_done()
        if item is None:
            break
        out.append(item * item)
async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, 6), consumer(q, out))
    await q.join()
    print(out, q.empty(), q.qsize(), q.maxsize)
    q2 = asyncio.Queue()
    try:
        q2.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    full = asyncio.Queue(1)
    full.put_nowait(1)
    try:
        full.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull")
asyncio.run(main())
