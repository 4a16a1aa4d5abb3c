# Tasks sleeping for different durations finish in duration order.
import asyncio
async def sleeper(name, delay, out):
    await asyncio.sleep(delay)
    out.append(name)
    return delay
async def main():
    out = []
    results = await asyncio.gather(sleeper("slow", 0.05, out), sleeper("fast", 0.01, out), sleeper("mid", 0.03, out))
    return out, results
print(asyncio.run(main()))
async def as_completed_demo():
    tasks = [asyncio.create_task(asyncio.sleep(d, result=d)) for d in (0.04, 0.01, 0.02)]
    return [await t for t in asyncio.as_completed(tasks)]
print(asyncio.run(as_completed_demo()))
