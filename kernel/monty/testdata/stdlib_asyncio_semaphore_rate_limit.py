# Bounded concurrency with Semaphore and ordered results via gather.
import asyncio
async def fetch(i, sem, active, peaks):
    async with sem:
        active[0] += 1
        peaks.append(active[0])
        await asyncio.sleep(0.005 * (5 - i % 5))
        active[0] -= 1
        return i * i
async def main():
    sem = asyncio.Semaphore(3)
    active, peaks = [0], []
    results = await asyncio.gather(*(fetch(i, sem, active, peaks) for i in range(10)))
    return results, max(peaks) <= 3
print(asyncio.run(main()))
