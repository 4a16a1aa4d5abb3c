import asyncio

def attempt(f):
    try:
        return repr(f())
    except BaseException as e:
        return '%s: %s' % (type(e).__name__, e)

loop = asyncio.new_event_loop()
f = loop.create_future()
print(repr(f), f.done(), f.cancelled(), f.get_loop() is loop)
print(attempt(lambda: f.set_exception(StopIteration)))
print(attempt(lambda: f.set_exception(1)))
f.set_exception(ValueError)
print(repr(f), repr(f.exception()), attempt(f.result))
print(attempt(lambda: f.set_result(2)), attempt(lambda: f.set_exception(KeyError())), f.cancel())
g = loop.create_future()
print(g.cancel('why'), g.cancel(), repr(g), attempt(g.result), attempt(g.exception))
h = loop.create_future()
h.set_result('x' * 200)
print(len(repr(h)) < 200, repr(h)[:30])
seen = []
k = loop.create_future()
def cb1(fut):
    seen.append(('cb1', fut.result()))
def cb2(fut):
    seen.append(('cb2', fut.result()))
k.add_done_callback(cb1)
k.add_done_callback(cb2)
k.add_done_callback(cb1)
print(k.remove_done_callback(cb1), k.remove_done_callback(cb1))
k.set_result(3)
loop.call_soon(loop.stop)
loop.run_forever()
print(seen)
late = loop.create_future()
late.set_result(4)
late.add_done_callback(cb1)
print(seen)
loop.run_until_complete(asyncio.sleep(0))
print(seen)
print(asyncio.isfuture(k), asyncio.isfuture(asyncio.Future), asyncio.isfuture(None))
async def waits(fut):
    return await fut
w = loop.create_future()
loop.call_later(0.01, w.set_result, 'later')
print(loop.run_until_complete(waits(w)))
print(loop.run_until_complete(w))
print(asyncio.Future[int], asyncio.Task[str])
fut = asyncio.Future(loop=loop)
print(repr(fut), attempt(lambda: loop.run_until_complete(asyncio.wait_for(fut, 0.01))))
print(fut.cancelled())
loop.close()
print(attempt(loop.create_future().cancel))
