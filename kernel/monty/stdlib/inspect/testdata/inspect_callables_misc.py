# signature() of callable instances, properties, partialmethod, lru_cache
# wrappers, eval_str failures; descriptors among members; async generators.
import inspect, functools, abc
def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, str(e).split(' at 0x')[0])
class A:
    def __init__(self, x, *, y=1): pass
    def __call__(self, z): pass
    @functools.cached_property
    def cp(self): return 1
    @property
    def p(self): return 2
    @abc.abstractmethod
    def ab(self): pass
print(inspect.signature(A), inspect.signature(A(1)), inspect.signature(A.__init__), inspect.signature(A.__call__))
print(attempt(lambda: inspect.signature(A.p)), attempt(lambda: inspect.signature(A.p.fget)), attempt(lambda: inspect.signature(A.cp)))
class WithNew:
    def __new__(cls, a, b=2): return super().__new__(cls)
class Sub(WithNew):
    def __init__(self, *args, **kw): pass
print(inspect.signature(WithNew), inspect.signature(Sub))
pm = functools.partialmethod
class PM:
    def m(self, a, b): pass
    n = pm(m, 1)
print(attempt(lambda: inspect.signature(PM().n)), attempt(lambda: inspect.signature(PM.n)))
@functools.lru_cache
def cached(a, b=2): pass
print(inspect.signature(cached), inspect.isfunction(cached), inspect.isroutine(cached), inspect.unwrap(cached).__name__)
print(inspect.signature(functools.partial(print, 'x')))
def annotated(a: 'int', b: 'undefined_name' = 1): pass
print(inspect.signature(annotated), attempt(lambda: inspect.signature(annotated, eval_str=True)))
print(sorted(n for n, v in inspect.getmembers(A) if inspect.isdatadescriptor(v) and not n.startswith('__')))
sig = inspect.signature(A.__init__)
print(sig.replace(parameters=list(sig.parameters.values())[1:]), str(sig.parameters['y'].kind), sig.parameters['y'].kind.description)
print(inspect.Parameter('x', inspect.Parameter.POSITIONAL_ONLY, default=None), inspect.Parameter('a', 1).kind is inspect.Parameter.POSITIONAL_OR_KEYWORD)
print(inspect.isclass(list[int]), inspect.isabstract(A), inspect.ismethod(A(1).__call__), inspect.iscoroutinefunction(lambda: 0))
async def agen():
    yield 1
ag = agen()
print(inspect.isasyncgen(ag), inspect.isawaitable(ag.__anext__()), inspect.isawaitable(1))
