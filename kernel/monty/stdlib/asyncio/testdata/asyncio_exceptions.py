import asyncio
import types

for name in ['CancelledError', 'InvalidStateError', 'TimeoutError', 'IncompleteReadError',
             'LimitOverrunError', 'SendfileNotAvailableError', 'BrokenBarrierError',
             'QueueEmpty', 'QueueFull']:
    cls = getattr(asyncio, name)
    print(name, [c.__name__ for c in cls.__mro__])
print(asyncio.TimeoutError is TimeoutError, asyncio.exceptions.TimeoutError is TimeoutError)
e = asyncio.IncompleteReadError(b'abc', 10)
print(str(e), e.partial, e.expected, isinstance(e, EOFError))
e = asyncio.IncompleteReadError(b'', None)
print(str(e))
e = asyncio.LimitOverrunError('too long', 7)
print(str(e), e.consumed, e.args)
print(repr(asyncio.CancelledError('m')), str(asyncio.CancelledError()))
async def af():
    return 1
def gen():
    yield 1
@types.coroutine
def old_style():
    yield
print(asyncio.iscoroutinefunction(af), asyncio.iscoroutinefunction(gen), asyncio.iscoroutinefunction(lambda: 1))
co = af()
g = gen()
print(asyncio.iscoroutine(co), asyncio.iscoroutine(g), asyncio.iscoroutine(af), asyncio.iscoroutine(None))
co.close()
print(asyncio.coroutines.iscoroutine is asyncio.iscoroutine)
class Meth:
    async def m(self):
        return 2
print(asyncio.iscoroutinefunction(Meth().m), asyncio.iscoroutinefunction(Meth.m))
try:
    try:
        raise asyncio.CancelledError('x')
    except Exception:
        print('wrongly caught as Exception')
except BaseException as e:
    print('BaseException caught', type(e).__name__, e)
names = ['ALL_COMPLETED', 'Barrier', 'BoundedSemaphore', 'CancelledError', 'Condition', 'Event',
         'FIRST_COMPLETED', 'Future', 'Handle', 'LifoQueue', 'Lock', 'PriorityQueue', 'Queue', 'Runner',
         'Semaphore', 'Task', 'TaskGroup', 'Timeout', 'TimerHandle', 'all_tasks', 'as_completed',
         'create_task', 'current_task', 'ensure_future', 'gather', 'get_event_loop', 'get_running_loop',
         'iscoroutine', 'isfuture', 'new_event_loop', 'run', 'shield', 'sleep', 'timeout', 'timeout_at',
         'to_thread', 'wait', 'wait_for', 'wrap_future']
print([n for n in names if n not in asyncio.__all__ and n != 'TaskGroup'], 'TaskGroup' in asyncio.__all__)
print([n for n in names if not hasattr(asyncio, n)])
async def shielded():
    inner = asyncio.ensure_future(asyncio.sleep(0.01, 'inner result'))
    outer = asyncio.shield(inner)
    print(outer.cancel(), outer.cancelled())
    print(await inner)
    done = asyncio.get_running_loop().create_future()
    done.set_result(1)
    print(asyncio.shield(done) is done)
    inner2 = asyncio.ensure_future(asyncio.sleep(0, 'passes'))
    print(await asyncio.shield(inner2))
    inner3 = asyncio.ensure_future(asyncio.sleep(5))
    outer3 = asyncio.shield(inner3)
    inner3.cancel()
    try:
        await outer3
    except asyncio.CancelledError:
        print('inner cancel reaches outer', outer3.cancelled())
    async def waiter():
        return await asyncio.shield(asyncio.sleep(0.01, 'kept'))
    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    w.cancel()
    try:
        await w
    except asyncio.CancelledError:
        print('waiter cancelled')
    print(await asyncio.to_thread(sorted, [3, 1, 2], reverse=True))
    print(asyncio.ensure_future(inner) is inner)
    class Aw:
        def __await__(self):
            return (yield from asyncio.sleep(0, 'awaitable').__await__())
    print(await asyncio.ensure_future(Aw()))
    try:
        asyncio.ensure_future('x')
    except TypeError as e:
        print('TypeError', e)
asyncio.run(shielded())
