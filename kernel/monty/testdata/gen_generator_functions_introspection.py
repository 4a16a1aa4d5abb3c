# Telling generator functions apart, and generators' code flags.
import inspect
def gen(): yield
def normal(): return
async def coro(): pass
async def agen(): yield
print([inspect.isgeneratorfunction(f) for f in (gen, normal, coro, agen)])
print([inspect.iscoroutinefunction(f) for f in (gen, normal, coro, agen)])
print([inspect.isasyncgenfunction(f) for f in (gen, normal, coro, agen)])
g = gen()
print(inspect.isgenerator(g), inspect.isgenerator(normal()), type(g).__name__)
c = coro()
print(inspect.iscoroutine(c), type(c).__name__)
c.close()
def lazy_yield():
    if False:
        yield
print(type(lazy_yield()).__name__, list(lazy_yield()))
