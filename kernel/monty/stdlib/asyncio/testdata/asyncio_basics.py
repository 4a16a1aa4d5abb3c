import asyncio

def attempt(f):
    try:
        return repr(f())
    except BaseException as e:
        return '%s: %s' % (type(e).__name__, e)

log = []

async def worker(name, delay, result):
    log.append(f'{name} start')
    await asyncio.sleep(delay)
    log.append(f'{name} end')
    return result

async def failing(delay, exc):
    await asyncio.sleep(delay)
    raise exc

async def main():
    loop = asyncio.get_running_loop()
    print(type(loop).__name__, loop.is_running(), asyncio.current_task().get_name())
    r = await worker('a', 0, 1)
    print('direct', r)
    results = await asyncio.gather(worker('b', 0.02, 'B'), worker('c', 0.01, 'C'), worker('d', 0, 'D'))
    print('gather', results, log)
    log.clear()
    print('empty gather', await asyncio.gather())
    res = await asyncio.gather(worker('e', 0, 1), failing(0, ValueError('bad')), return_exceptions=True)
    print('return_exceptions', res)
    try:
        await asyncio.gather(worker('f', 0.01, 1), failing(0, KeyError('k')))
    except KeyError as e:
        print('gather raised', repr(e))
    t1 = asyncio.create_task(worker('t1', 0.01, 'T1'), name='first')
    t2 = asyncio.create_task(worker('t2', 0, 'T2'))
    print(t1.get_name(), t1.done(), await t2, await t1, t1.done(), t1.result(), t1.cancelled())
    # cancellation
    async def forever():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print('forever cancelled')
            raise
    t = asyncio.create_task(forever())
    await asyncio.sleep(0)
    print('cancel returns', t.cancel('stop it'), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print('awaited cancelled', repr(e), t.cancelled(), t.done())
    print(attempt(t.result), t.cancel())
    # wait_for
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError as e:
        print('wait_for timeout', type(e).__name__, asyncio.TimeoutError is TimeoutError)
    print('wait_for ok', await asyncio.wait_for(worker('w', 0, 'W'), timeout=1), await asyncio.wait_for(worker('x', 0, 'X'), None))
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0)
    except TimeoutError:
        print('wait_for zero timeout')
    # wait
    ts = [asyncio.create_task(worker(f'w{i}', i * 0.01, i)) for i in range(3)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print('first completed', sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(ts)
    print('all completed', sorted(t.result() for t in done), len(pending))
    slow = asyncio.create_task(asyncio.sleep(1))
    done, pending = await asyncio.wait([slow], timeout=0.01)
    print('wait timeout', len(done), len(pending))
    slow.cancel()
    ex = [asyncio.create_task(failing(0, ValueError('v'))), asyncio.create_task(asyncio.sleep(0.05))]
    done, pending = await asyncio.wait(ex, return_when=asyncio.FIRST_EXCEPTION)
    print('first exception', len(done), len(pending), [type(t.exception()).__name__ for t in done])
    for p in pending:
        p.cancel()
    # as_completed
    order = []
    for coro in asyncio.as_completed([worker('s', 0.03, 'slow'), worker('m', 0.01, 'mid'), worker('q', 0, 'quick')]):
        order.append(await coro)
    print('as_completed', order)
    try:
        for coro in asyncio.as_completed([asyncio.sleep(1)], timeout=0.01):
            await coro
    except asyncio.TimeoutError:
        print('as_completed timeout')
    # timeout
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(1)
    except TimeoutError:
        print('timeout expired', cm.expired())
    async with asyncio.timeout(None) as cm2:
        await asyncio.sleep(0)
    print('no timeout', cm2.expired(), cm2.when())
    async with asyncio.timeout(1) as cm3:
        cm3.reschedule(None)
        await asyncio.sleep(0)
    print('rescheduled', cm3.expired())
    # shield
    inner = asyncio.create_task(worker('shielded', 0.01, 'S'))
    outer = asyncio.shield(inner)
    outer.cancel()
    print('shield', outer.cancelled(), await inner)
    # Event / Lock / Semaphore / Condition
    ev = asyncio.Event()
    async def waiter(i):
        await ev.wait()
        return i
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print('event', ev.is_set())
    ev.set()
    print('event results', await asyncio.gather(*ws), ev.is_set())
    ev.clear()
    lock = asyncio.Lock()
    seq = []
    async def crit(i):
        async with lock:
            seq.append(f'in{i}')
            await asyncio.sleep(0)
            seq.append(f'out{i}')
    await asyncio.gather(*(crit(i) for i in range(3)))
    print('lock', seq, lock.locked(), attempt(lock.release))
    sem = asyncio.Semaphore(2)
    active = []
    peak = [0]
    async def limited(i):
        async with sem:
            active.append(i)
            peak[0] = max(peak[0], len(active))
            await asyncio.sleep(0.001)
            active.remove(i)
        return i
    print('semaphore', await asyncio.gather(*(limited(i) for i in range(5))), peak[0], sem.locked())
    bs = asyncio.BoundedSemaphore(1)
    print(attempt(bs.release), attempt(lambda: asyncio.Semaphore(-1)))
    cond = asyncio.Condition()
    items = []
    async def consumer():
        async with cond:
            await cond.wait_for(lambda: items)
            return items.pop()
    c = asyncio.create_task(consumer())
    await asyncio.sleep(0)
    async with cond:
        items.append('item')
        cond.notify()
    print('condition', await c)
    # Queue
    q = asyncio.Queue(maxsize=2)
    print(q.empty(), q.full(), q.qsize(), q.maxsize, str(q))
    async def producer():
        for i in range(5):
            await q.put(i)
        await q.put(None)
    async def drain():
        got = []
        while True:
            item = await q.get()
            q.task_done()
            if item is None:
                return got
            got.append(item)
    print('queue', await asyncio.gather(producer(), drain()))
    await q.join()
    print(attempt(q.get_nowait), attempt(q.task_done))
    q.put_nowait(1)
    q.put_nowait(2)
    print(attempt(lambda: q.put_nowait(3)), str(q))
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 3]:
        pq.put_nowait(x)
    lq = asyncio.LifoQueue()
    for x in [5, 1, 3]:
        lq.put_nowait(x)
    print([pq.get_nowait() for _ in range(3)], [lq.get_nowait() for _ in range(3)])
    # TaskGroup
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(worker('g1', 0.01, 'G1'))
        b = tg.create_task(worker('g2', 0, 'G2'))
    print('taskgroup', a.result(), b.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(failing(0, ValueError('one')))
            tg.create_task(asyncio.sleep(1))
            tg.create_task(failing(0, TypeError('two')))
    except* ValueError as eg:
        print('caught ValueError group', [str(e) for e in eg.exceptions])
    except* TypeError as eg:
        print('caught TypeError group', [str(e) for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(failing(0.01, KeyError('x')))
    except ExceptionGroup as eg:
        print('group', eg.message, repr(eg.exceptions))
    # futures
    fut = loop.create_future()
    print(repr(fut), fut.done(), attempt(fut.result), attempt(fut.exception))
    loop.call_soon(fut.set_result, 42)
    print(await fut, repr(fut), attempt(lambda: fut.set_result(1)))
    f2 = loop.create_future()
    f2.set_exception(ValueError('x'))
    print(repr(f2), repr(f2.exception()), attempt(f2.result))
    f3 = loop.create_future()
    f3.cancel()
    print(repr(f3), f3.cancelled(), attempt(f3.result))
    calls = []
    f4 = loop.create_future()
    f4.add_done_callback(lambda f: calls.append(('cb1', f.result())))
    f4.add_done_callback(lambda f: calls.append(('cb2', f.result())))
    f4.set_result('v')
    await asyncio.sleep(0)
    print(calls, asyncio.isfuture(f4), asyncio.isfuture(1))
    h = loop.call_later(0.01, calls.append, 'later')
    h2 = loop.call_later(0.01, calls.append, 'cancelled')
    h2.cancel()
    loop.call_soon(calls.append, 'soon')
    await asyncio.sleep(0.03)
    print(calls, h2.cancelled())
    unawaited = worker('z', 0, 0)
    print(asyncio.iscoroutine(unawaited), asyncio.iscoroutinefunction(worker), asyncio.iscoroutinefunction(print))
    unawaited.close()  # else CPython's GC warns on stderr that it was never awaited
    print(await asyncio.sleep(0, result='slept'), await asyncio.to_thread(sum, [1, 2]), await loop.run_in_executor(None, max, 3, 4))
    print(len(asyncio.all_tasks()), asyncio.current_task() in asyncio.all_tasks())
    return 'main done'

print(asyncio.run(main()))
print(attempt(lambda: asyncio.run(1)))
async def nested():
    inner = asyncio.sleep(0)
    try:
        return asyncio.run(inner)
    finally:
        inner.close()
coro = asyncio.sleep(0)
print(attempt(lambda: asyncio.run(nested())))
coro.close()
with asyncio.Runner() as runner:
    print('runner', runner.run(worker('r', 0, 'R1')), runner.run(worker('r', 0, 'R2')))
loop = asyncio.new_event_loop()
print(loop.run_until_complete(worker('l', 0, 'L')), loop.is_closed())
loop.close()
print(loop.is_closed())
async def leftover():
    asyncio.create_task(asyncio.sleep(5))
    return 'left'
print(asyncio.run(leftover()))
async def raises():
    raise RuntimeError('from main')
print(attempt(lambda: asyncio.run(raises())))
print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception), asyncio.InvalidStateError.__mro__[1].__name__)
