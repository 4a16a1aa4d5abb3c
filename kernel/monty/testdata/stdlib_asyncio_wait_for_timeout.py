# wait_for timeouts, asyncio.timeout context, TimeoutError and cancellation.
import asyncio
async def slow():
    try:
        await asyncio.sleep(10)
        return "finished"
    except asyncio.CancelledError:
        print("slow was cancelled")
        raise
async def main():
    try:
        await asyncio.wait_for(slow(), timeout=0.02)
    except asyncio.TimeoutError:
        print("wait_for timed out", asyncio.TimeoutError is TimeoutError)
    print(await asyncio.wait_for(asyncio.sleep(0, result="quick"), timeout=1))
    try:
        async with asyncio.timeout(0.02):
            await asyncio.sleep(10)
    except TimeoutError:
        print("timeout context expired")
    return "main done"
print(asyncio.run(main()))
