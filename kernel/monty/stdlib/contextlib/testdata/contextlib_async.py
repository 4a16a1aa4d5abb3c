import asyncio
from contextlib import asynccontextmanager, AsyncExitStack
log = []
@asynccontextmanager
async def conn(name):
    log.append('open ' + name)
    try:
        yield name.upper()
    finally:
        log.append('close ' + name)
async def main():
    async with conn('a') as c:
        log.append('use ' + c)
    try:
        async with conn('b'):
            raise ValueError('x')
    except ValueError:
        log.append('caught')
    async with AsyncExitStack() as stack:
        r1 = await stack.enter_async_context(conn('s1'))
        stack.callback(log.append, 'sync cb')
        async def acb(msg):
            log.append(msg)
        stack.push_async_callback(acb, 'async cb')
        log.append(r1)
    try:
        await AsyncExitStack().enter_async_context(5)
    except TypeError as e:
        log.append(str(e))
    @conn('deco')
    async def work():
        log.append('working')
        return 7
    log.append(await work())
asyncio.run(main())
for line in log:
    print(line)
