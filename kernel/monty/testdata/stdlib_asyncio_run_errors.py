# asyncio.run argument errors, nested run, awaiting a finished task twice, and get_running_loop.
import asyncio
async def inner():
    return "inner"
async def outer():
    c = inner()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        c.close()
        print("RuntimeError:", str(e)[:50])
    loop = asyncio.get_running_loop()
    t = loop.create_task(inner())
    print(await t, await t, t.done())
    return "outer done"
print(asyncio.run(outer()))
try:
    asyncio.run(inner)
except (ValueError, TypeError) as e:
    print(type(e).__name__ + ":", str(e).split(" got ")[0])
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)
