import asyncio

async def value(v):
    await asyncio.sleep(0)
    return v

print(asyncio.run(value(1)))
print(asyncio.run(value(2), debug=False))
for bad in (1, value):
    try:
        asyncio.run(bad)
    except ValueError as e:
        print('ValueError', str(e).split(' at ')[0])
async def recursive():
    c = value(3)
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print('RuntimeError', e)
    finally:
        c.close()
    r = asyncio.Runner()
    c = value(4)
    try:
        r.run(c)
    except RuntimeError as e:
        print('RuntimeError', e)
    finally:
        c.close()
    return 'ok'
print(asyncio.run(recursive()))
with asyncio.Runner() as runner:
    loop = runner.get_loop()
    print(runner.run(value('a')), runner.run(value('b')), runner.get_loop() is loop, loop.is_closed())
print(loop.is_closed())
c = value('c')
try:
    runner.run(c)
except RuntimeError as e:
    print('RuntimeError', e)
c.close()
try:
    runner.get_loop()
except RuntimeError as e:
    print('RuntimeError', e)
runner.close()
r = asyncio.Runner()
r.close()
print('closed unused runner')
r2 = asyncio.Runner(debug=True)
print(r2.get_loop().get_debug())
r2.close()
made = []
def factory():
    made.append(1)
    return asyncio.new_event_loop()
with asyncio.Runner(loop_factory=factory) as r3:
    print(r3.run(value('f')), made)
leftovers = []
async def leave_task():
    async def forever():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            leftovers.append('cancelled at shutdown')
            raise
    asyncio.create_task(forever())
    await asyncio.sleep(0)
    return 'main returned'
print(asyncio.run(leave_task()), leftovers)
async def raises():
    await asyncio.sleep(0)
    raise LookupError('from main')
try:
    asyncio.run(raises())
except LookupError as e:
    print('LookupError', e)
async def cancelled_main():
    asyncio.current_task().cancel()
    await asyncio.sleep(0)
try:
    asyncio.run(cancelled_main())
except asyncio.CancelledError:
    print('CancelledError from run')
async def names():
    return asyncio.current_task().get_name().startswith('Task-'), len(asyncio.all_tasks())
print(asyncio.run(names()))
