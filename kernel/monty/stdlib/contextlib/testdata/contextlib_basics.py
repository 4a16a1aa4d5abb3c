import contextlib
from contextlib import *
import io
import sys

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(contextlib.__all__)
log = []
@contextmanager
def tag(name):
    log.append('<%s>' % name)
    try:
        yield name.upper()
    finally:
        log.append('</%s>' % name)
with tag('a') as t:
    log.append(t)
print(log)
log.clear()
try:
    with tag('b'):
        raise ValueError('boom')
except ValueError as e:
    log.append('caught %s' % e)
print(log)

@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print('swallowed', repr(e))
with swallow():
    raise KeyError('k')
print('after swallow')

@contextmanager
def noyield():
    if False:
        yield
print(attempt(lambda: noyield().__enter__()))
@contextmanager
def twice():
    yield 1
    yield 2
def use_twice():
    with twice():
        pass
print(attempt(use_twice))
@contextmanager
def ignores():
    try:
        yield
    except Exception:
        yield
def use_ignores():
    with ignores():
        raise ValueError
print(attempt(use_ignores))
@contextmanager
def convert():
    try:
        yield
    except ValueError as e:
        raise TypeError('converted') from e
def use_convert():
    with convert():
        raise ValueError('orig')
print(attempt(use_convert))
def stop_inside():
    with tag('s'):
        raise StopIteration('x')
print(attempt(stop_inside))

@tag('deco')
def decorated(x):
    log.append('body %s' % x)
    return x * 2
log.clear()
print(decorated(3), decorated(4), log)
print(tag.__name__, tag('q').__doc__ is None or True)

class Resource:
    def __init__(self, name):
        self.name = name
    def close(self):
        print('closing', self.name)
with closing(Resource('r1')) as r:
    print('using', r.name)

with suppress(KeyError, IndexError):
    {}['x']
print('suppressed')
try:
    with suppress(KeyError):
        raise ValueError('not suppressed')
except ValueError as e:
    print('passed through', e)
with suppress():
    pass

buf = io.StringIO()
with redirect_stdout(buf) as target:
    print('hidden')
    print(target is buf)
print('captured:', repr(buf.getvalue()))
ebuf = io.StringIO()
with redirect_stderr(ebuf):
    print('err text', file=sys.stderr)
print('stderr captured:', repr(ebuf.getvalue()))

with nullcontext(5) as v:
    print('null', v)
with nullcontext() as v:
    print('null', v)

with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, 'callback', i)
    stack.enter_context(tag('inner'))
    print('in stack')
print(log[-2:])

def cleanup_chain():
    with ExitStack() as stack:
        def fail1(*a):
            raise KeyError('from exit 1')
        def fail2(*a):
            raise ValueError('from exit 2')
        stack.push(fail1)
        stack.push(fail2)
        raise IndexError('body')
try:
    cleanup_chain()
except Exception as e:
    print(type(e).__name__, e, type(e.__context__).__name__, type(e.__context__.__context__).__name__)

with ExitStack() as stack:
    stack.push(lambda *exc: True)
    raise RuntimeError('suppressed by push')
print('push suppressed')
with ExitStack() as outer:
    outer.callback(print, 'moved callback')
    moved = outer.pop_all()
print('outer done')
moved.close()
print(attempt(lambda: ExitStack().enter_context(object())))
class CM:
    def __enter__(self):
        print('CM enter')
        return self
    def __exit__(self, *a):
        print('CM exit', a[0])
        return False
with ExitStack() as s:
    s.enter_context(CM())
    s.push(CM())
cb = ExitStack().callback(len)
print(cb is len)

class MyDeco(ContextDecorator):
    def __enter__(self):
        print('enter deco')
        return self
    def __exit__(self, *exc):
        print('exit deco')
        return False
@MyDeco()
def work():
    print('working')
work()
print(isinstance(CM(), AbstractContextManager), issubclass(int, AbstractContextManager), isinstance(nullcontext(), AbstractAsyncContextManager))

def run(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError('coroutine suspended')
async def nothing():
    print('async callback')
@asynccontextmanager
async def atag(name):
    print('aenter', name)
    try:
        yield name * 2
    finally:
        print('aexit', name)
async def amain():
    async with atag('x') as v:
        print('inside', v)
    try:
        async with atag('y'):
            raise ValueError('async boom')
    except ValueError as e:
        print('caught', e)
    async with AsyncExitStack() as st:
        v = await st.enter_async_context(atag('z'))
        st.push_async_callback(nothing)
        st.callback(print, 'sync cb in async stack')
        print('got', v)
    async with nullcontext(7) as n:
        print('anull', n)
    class AC:
        async def aclose(self):
            print('aclosed')
    async with aclosing(AC()):
        pass
    @atag('d')
    async def decorated_coro():
        print('in decorated coro')
        return 1
    print(await decorated_coro())
run(amain())
