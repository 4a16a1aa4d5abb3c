import asyncio

async def main():
    q = asyncio.Queue()
    print(str(q), q.maxsize, q.empty(), q.full(), q.qsize())
    for i in range(3):
        q.put_nowait(i)
    print(str(q), q.qsize(), q.full())
    print([q.get_nowait() for _ in range(3)], str(q))
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print('QueueEmpty', repr(e))
    for _ in range(3):
        q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print('ValueError', e)
    b = asyncio.Queue(maxsize=1)
    b.put_nowait('a')
    print(b.full(), str(b))
    try:
        b.put_nowait('b')
    except asyncio.QueueFull as e:
        print('QueueFull', repr(e))
    putter = asyncio.create_task(b.put('b'))
    await asyncio.sleep(0)
    print(str(b), putter.done())
    print(await b.get(), await b.get(), putter.done())
    getter = asyncio.create_task(b.get())
    await asyncio.sleep(0)
    print(str(b))
    await b.put('late')
    print(await getter)
    getter = asyncio.create_task(b.get())
    await asyncio.sleep(0)
    getter.cancel()
    await asyncio.sleep(0)
    print(getter.cancelled(), str(b))
    # join/task_done with workers
    work = asyncio.Queue()
    done = []
    async def worker(name):
        while True:
            item = await work.get()
            await asyncio.sleep(0)
            done.append((name, item))
            work.task_done()
    workers = [asyncio.create_task(worker(n)) for n in 'AB']
    for i in range(6):
        await work.put(i)
    await work.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    print(sorted(i for _, i in done), str(work))
    pq = asyncio.PriorityQueue()
    for item in [(3, 'c'), (1, 'a'), (2, 'b')]:
        await pq.put(item)
    print(str(pq), [pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue(maxsize=5)
    for item in 'xyz':
        lq.put_nowait(item)
    print(str(lq), [await lq.get() for _ in range(3)])
    print(asyncio.Queue[int], asyncio.PriorityQueue[str])
    print(issubclass(asyncio.QueueEmpty, Exception), issubclass(asyncio.QueueFull, Exception))
    neg = asyncio.Queue(maxsize=-1)
    for i in range(3):
        neg.put_nowait(i)
    print(neg.full(), neg.qsize())

asyncio.run(main())
