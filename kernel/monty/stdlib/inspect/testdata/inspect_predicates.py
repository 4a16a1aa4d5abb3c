# The is* predicates over functions, methods, builtins, classes,
# generators, coroutines, descriptors, modules, code, frames, tracebacks.
import inspect
import sys
import functools
import abc

class C:
    __slots__ = ('s',)
    def m(self): pass
    @classmethod
    def cm(cls): pass
    @staticmethod
    def sm(): pass
    @property
    def p(self): return 1

def fn(): pass
def gen(): yield
async def co(): pass
async def ag(): yield
class Awaitable:
    def __await__(self):
        yield
class Abstract(abc.ABC):
    @abc.abstractmethod
    def go(self): ...
class Concrete(Abstract):
    def go(self): pass

g = gen()
c = co()
a = ag()
try:
    raise KeyError
except KeyError as e:
    tb = e.__traceback__
objs = [('fn', fn), ('lambda', lambda: 0), ('C.m', C.m), ('C().m', C().m), ('C.cm', C.cm), ('C.sm', C.sm), ('len', len),
        ('[].append', [].append), ('str.join', str.join), ('dict.get', dict.get), ('C', C), ('int', int), ('C()', C()),
        ('gen', gen), ('g', g), ('co', co), ('c', c), ('ag', ag), ('a', a), ('sys', sys), ('code', fn.__code__),
        ('tb', tb), ('frame', tb.tb_frame), ('prop', C.p), ('slot', C.s), ('partial', functools.partial(co)),
        ('1', 1), ('None', None), ('Awaitable()', Awaitable()), ('Abstract', Abstract), ('Concrete', Concrete)]
preds = ['isfunction', 'ismethod', 'isbuiltin', 'isroutine', 'isclass', 'ismodule', 'isgenerator', 'isgeneratorfunction',
         'iscoroutine', 'iscoroutinefunction', 'isasyncgen', 'isasyncgenfunction', 'isawaitable', 'iscode', 'istraceback',
         'isframe', 'isdatadescriptor', 'ismemberdescriptor', 'isabstract', 'ismethoddescriptor']
for name, obj in objs:
    print(name.ljust(12), ''.join('1' if getattr(inspect, p)(obj) else '.' for p in preds))
c.close()
print(inspect.isgeneratorfunction(functools.partial(gen)), inspect.iscoroutinefunction(functools.partial(functools.partial(co))))
print(inspect.isasyncgenfunction(C().m), inspect.isfunction(functools.partial(fn)), inspect.isroutine(functools.partial(fn)))
print(inspect.isabstract(1), inspect.isabstract(abc.ABC), inspect.isclass(type), inspect.isclass(C.__class__))
