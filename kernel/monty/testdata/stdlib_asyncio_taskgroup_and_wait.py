# TaskGroup (3.11) with results and errors; asyncio.wait with FIRST_COMPLETED.
import asyncio
async def job(n, fail=False):
    await asyncio.sleep(n / 100)
    if fail:
        raise RuntimeError(f"job {n} failed")
    return n * 10
async def main():
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(job(i)) for i in (3, 1, 2)]
    print([t.result() for t in tasks])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job(1, fail=True))
            tg.create_task(job(5))
    except* RuntimeError as eg:
        print("TaskGroup errors:", [str(e) for e in eg.exceptions])
    # The other two wait on an event set only after wait() returns, so the
    # outcome does not hang on timing (a loaded machine wakes sleepers late).
    gate = asyncio.Event()
    async def gated(n):
        await gate.wait()
        return n * 10
    pending = {asyncio.create_task(job(1)), asyncio.create_task(gated(4)), asyncio.create_task(gated(3))}
    done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    for t in pending:
        t.cancel()
    done, _ = await asyncio.wait(pending)
    print(sorted(t.cancelled() for t in done))
asyncio.run(main())
