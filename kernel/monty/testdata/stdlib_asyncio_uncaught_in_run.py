# An exception escaping asyncio.run propagates to the top level.
import asyncio
async def fetch(i):
    await asyncio.sleep(0)
    if i == 2:
        raise ConnectionError(f"fetch {i} failed")
    return i
async def main():
    for i in range(4):
        print("fetched", await fetch(i))
asyncio.run(main())
