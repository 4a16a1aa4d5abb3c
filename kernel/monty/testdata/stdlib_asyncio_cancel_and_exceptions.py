# Cancelling tasks, exceptions from tasks, gather(return_exceptions=True).
import asyncio
async def boom(n):
    await asyncio.sleep(0)
    raise ValueError(f"boom {n}")
async def forever():
    await asyncio.sleep(100)
async def main():
    t = asyncio.create_task(forever())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("task cancelled:", t.cancelled())
    results = await asyncio.gather(boom(1), asyncio.sleep(0, result="ok"), boom(2), return_exceptions=True)
    print([repr(r) for r in results])
    try:
        await asyncio.gather(boom(3), asyncio.sleep(0))
    except ValueError as e:
        print("gather raised:", e)
    task = asyncio.create_task(boom(4))
    await asyncio.sleep(0.01)
    print(task.done(), repr(task.exception()))
asyncio.run(main())
print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))
