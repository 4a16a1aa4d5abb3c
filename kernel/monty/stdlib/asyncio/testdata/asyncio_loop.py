import asyncio

calls = []
loop = asyncio.new_event_loop()
print(type(loop).__name__, loop.is_running(), loop.is_closed(), loop.get_debug())
h = loop.call_soon(calls.append, 'soon1')
loop.call_soon(calls.append, 'soon2')
print(repr(h))
c = loop.call_soon(calls.append, 'never')
c.cancel()
c.cancel()
print(repr(c), c.cancelled())
t1 = loop.call_later(0.02, calls.append, 'later2')
t0 = loop.call_later(0.01, calls.append, 'later1')
t2 = loop.call_at(loop.time() + 0.03, calls.append, 'at')
tx = loop.call_later(0.01, calls.append, 'cancelled timer')
tx.cancel()
print(repr(tx)[:23], t0 < t1, t1 > t0, t0 <= t0, t0 == t0, t0 != t1, isinstance(t0.when(), float))
loop.call_later(0.05, loop.stop)
loop.run_forever()
print(calls)
for bad in (lambda: loop.call_later(None, print), lambda: loop.call_at(None, print)):
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
async def coro(v):
    await asyncio.sleep(0)
    return v
print(loop.run_until_complete(coro('rc')))
task = loop.create_task(coro('task'), name='named')
print(task.get_name(), loop.run_until_complete(task))
fut = loop.create_future()
loop.call_soon(fut.set_result, 'fut')
print(loop.run_until_complete(fut))
async def fails():
    raise ValueError('in coro')
try:
    loop.run_until_complete(fails())
except ValueError as e:
    print('ValueError', e)
seen = []
def handler(lp, context):
    seen.append((lp is loop, context['message'].split(' at ')[0], type(context.get('exception')).__name__))
loop.set_exception_handler(handler)
print(loop.get_exception_handler() is handler)
def bad_callback():
    raise KeyError('cb')
loop.call_soon(bad_callback)
loop.call_soon(loop.stop)
loop.run_forever()
print(seen)
try:
    loop.set_exception_handler(5)
except TypeError as e:
    print('TypeError', e)
loop.set_exception_handler(None)
def factory(lp, coro, **kw):
    t = asyncio.Task(coro, loop=lp, **kw)
    t.from_factory = True
    return t
loop.set_task_factory(factory)
t = loop.create_task(coro(1))
print(loop.get_task_factory() is factory, t.from_factory, loop.run_until_complete(t))
loop.set_task_factory(None)
try:
    loop.set_task_factory(3)
except TypeError as e:
    print('TypeError', e)
print(loop.run_until_complete(loop.run_in_executor(None, pow, 2, 10)))
async def inside():
    running = asyncio.get_running_loop()
    try:
        running.run_forever()
    except RuntimeError as e:
        print('RuntimeError', e)
    try:
        running.close()
    except RuntimeError as e:
        print('RuntimeError', e)
    return running is loop, asyncio.get_event_loop() is loop
print(loop.run_until_complete(inside()))
loop.close()
loop.close()
print(loop.is_closed())
late = asyncio.sleep(0, 'x')
for f in (lambda: loop.call_soon(print), lambda: loop.run_until_complete(late),
          lambda: loop.create_task(None), lambda: loop.run_forever()):
    try:
        f()
    except RuntimeError as e:
        print('RuntimeError', e)
late.close()
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print('RuntimeError', e)
other = asyncio.new_event_loop()
asyncio.set_event_loop(other)
print(asyncio.get_event_loop() is other)
asyncio.set_event_loop(None)
other.close()
pol = asyncio.get_event_loop_policy()
print(type(pol).__name__, isinstance(pol, asyncio.AbstractEventLoopPolicy))
try:
    asyncio.set_event_loop_policy(1)
except TypeError as e:
    print('TypeError', e)
