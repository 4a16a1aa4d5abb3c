# The code-level helpers: getargs, getargvalues-style formatting,
# getclosurevars, generator and coroutine states, the CO_* flags,
# EndOfBlock/ClassFoundException, the record types.
import inspect

print(inspect.getargs(inspect.getargs.__code__))
def f(a, b=1, *c, k, **d): pass
def g(x): pass
print(inspect.getargs(f.__code__), inspect.getargs(g.__code__))
try:
    inspect.getargs(f)
except TypeError as e:
    print('TypeError', str(e).split(' at 0x')[0])
print(inspect.formatargvalues(['a', 'b'], 'c', 'd', {'a': 1, 'b': 2, 'c': (3,), 'd': {'k': 4}}))
print(inspect.formatargvalues(['a'], None, None, {'a': 'x'}), inspect.formatargvalues([], None, None, {}))
print(issubclass(inspect.EndOfBlock, Exception), issubclass(inspect.ClassFoundException, Exception))
print(inspect.Arguments._fields, inspect.FullArgSpec._fields, inspect.ClosureVars._fields, inspect.Traceback._fields, inspect.FrameInfo._fields[:3])
print([hex(getattr(inspect, n)) for n in ('CO_OPTIMIZED', 'CO_NEWLOCALS', 'CO_VARARGS', 'CO_VARKEYWORDS', 'CO_NESTED', 'CO_GENERATOR',
                                          'CO_NOFREE', 'CO_COROUTINE', 'CO_ITERABLE_COROUTINE', 'CO_ASYNC_GENERATOR')], inspect.TPFLAGS_IS_ABSTRACT)
print(bool(f.__code__.co_flags & inspect.CO_VARARGS), bool(g.__code__.co_flags & inspect.CO_VARKEYWORDS))
glob = 10
def outer():
    free = 1
    def inner():
        return free + glob + len('') + missing_name
    return inner
cv = inspect.getclosurevars(outer())
print(cv.nonlocals, cv.globals, sorted(cv.builtins), cv.unbound)
def gen():
    yield 1
    yield 2
gi = gen()
print(inspect.getgeneratorstate(gi))
next(gi)
print(inspect.getgeneratorstate(gi))
list(gi)
print(inspect.getgeneratorstate(gi))
async def co():
    pass
c = co()
print(inspect.getcoroutinestate(c))
c.close()
print(inspect.getcoroutinestate(c))
print(inspect.GEN_CREATED, inspect.CORO_SUSPENDED, inspect.getgeneratorlocals(gen()))
try:
    inspect.getgeneratorlocals(1)
except TypeError as e:
    print('TypeError', e)
