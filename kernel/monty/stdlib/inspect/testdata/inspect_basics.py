import inspect
from inspect import signature, Parameter, Signature
import functools
from typing import List, Optional
from dataclasses import dataclass

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def f(a, b: int, c=1, *args, d, e: str = 'x', **kw) -> List[int]:
    'doc of f'
def g(x, /, y, *, z):
    pass
def h():
    pass
async def co(a):
    pass
def gen():
    yield 1
async def agen():
    yield 1
class C:
    'Class doc.'
    def __init__(self, p, q=2):
        self.p = p
    def method(self, r, *, s=3):
        'method doc'
    @classmethod
    def cm(cls, t):
        pass
    @staticmethod
    def sm(u, v=0):
        pass
    @property
    def prop(self):
        'prop doc'
        return 1
    def __call__(self, w):
        pass
class NoInit:
    pass
@dataclass
class DC:
    x: int
    y: Optional[str] = None

for obj in [f, g, h, co, gen, C, C.method, C(1).method, C.cm, C.sm, C(1), NoInit, DC, functools.partial(f, 1, d=2), functools.partial(g, 1),
            lambda x, y=[1]: 0, functools.wraps(f)(lambda *a: 0), len, print, sorted, [].append, dict.get, object, int, str.join]:
    s = attempt(lambda: signature(obj))
    print(getattr(obj, '__name__', type(obj).__name__), s)
sig = signature(f)
print(str(sig), repr(sig), list(sig.parameters), sig.return_annotation, type(sig.parameters).__name__)
for p in sig.parameters.values():
    print(repr(p), p.name, p.kind, int(p.kind), p.kind.description, p.default, p.annotation, str(p))
ba = sig.bind(1, 2, 3, 4, 5, d=6, z=7)
print(ba, ba.args, ba.kwargs, ba.arguments)
ba = sig.bind(1, 2, d=3)
ba.apply_defaults()
print(ba, ba.args, ba.kwargs)
print(sig.bind_partial(1), sig.bind_partial(b=2).arguments)
for args, kwargs in [((), {}), ((1,), {}), ((1, 2), {}), ((1, 2), {'d': 1, 'a': 5}), ((1, 2), {'d': 1, 'zz': 1})]:
    print(args, kwargs, attempt(lambda: sig.bind(*args, **kwargs)))
gs = signature(g)
for args, kwargs in [((1, 2), {'z': 3}), ((), {'x': 1, 'y': 2, 'z': 3}), ((1, 2, 3), {}), ((1,), {'y': 2}), ((1, 2), {'z': 3, 'q': 4})]:
    print(args, kwargs, attempt(lambda: gs.bind(*args, **kwargs)))
print(Parameter('a', Parameter.KEYWORD_ONLY, default=1), attempt(lambda: Parameter('a', 9)), attempt(lambda: Parameter('1a', Parameter.POSITIONAL_ONLY)))
print(attempt(lambda: Parameter('args', Parameter.VAR_POSITIONAL, default=1)), attempt(lambda: Parameter(1, Parameter.POSITIONAL_ONLY)), attempt(lambda: Parameter('def', Parameter.KEYWORD_ONLY)))
p1 = Parameter('a', Parameter.POSITIONAL_OR_KEYWORD)
p2 = Parameter('b', Parameter.POSITIONAL_OR_KEYWORD, default=2)
print(Signature([p1, p2]), attempt(lambda: Signature([p2, p1])), attempt(lambda: Signature([p1, p1])), attempt(lambda: Signature([Parameter('k', Parameter.KEYWORD_ONLY), p1])))
print(Signature([p1], return_annotation=int), Signature(), Signature([p1]) == Signature([p1]), p1 == p1.replace(), p1.replace(name='z', default=5), sig.replace(parameters=[p1]))
print(Parameter.empty, Signature.empty is inspect._empty, str(Parameter.POSITIONAL_ONLY), repr(Parameter.VAR_KEYWORD))
print([inspect.isfunction(x) for x in (f, len, C.method, C(1).method, lambda: 0)], inspect.ismethod(C(1).method), inspect.ismethod(C.method), inspect.isclass(C), inspect.isclass(C(1)))
print(inspect.isgeneratorfunction(gen), inspect.isgenerator(gen()), inspect.iscoroutinefunction(co), inspect.isasyncgenfunction(agen), inspect.iscoroutinefunction(f), inspect.ismodule(inspect))
c = co(1)
print(inspect.iscoroutine(c), inspect.isawaitable(c), inspect.isasyncgen(agen()), inspect.isbuiltin(len), inspect.isbuiltin(f), inspect.isroutine(len), inspect.isroutine(C.method), inspect.isroutine(1))
c.close()
print(inspect.iscoroutinefunction(functools.partial(co, 1)), inspect.isgeneratorfunction(C(1).method), inspect.isdatadescriptor(C.prop), inspect.ismethoddescriptor(str.join), inspect.isabstract(C))
import abc
class A(abc.ABC):
    @abc.abstractmethod
    def m(self): ...
print(inspect.isabstract(A), inspect.isabstract(int), inspect.getmro(C), [n for n, v in inspect.getmembers(C) if not n.startswith('__')])
print([n for n, v in inspect.getmembers(C(1), inspect.ismethod)], [n for n, v in inspect.getmembers(C, inspect.isfunction)])
print(repr(inspect.getdoc(C)), repr(inspect.getdoc(C.method)), repr(inspect.getdoc(C.prop)), inspect.getdoc(h), repr(inspect.cleandoc('  first\n    indented\n      more\n\n  ')))
class Sub(C):
    def method(self, r, *, s=3):
        pass
print(repr(inspect.getdoc(Sub.method)), repr(inspect.getdoc(Sub(1).method)))
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def wrapped(a, b=2):
    pass
print(signature(wrapped), signature(wrapped, follow_wrapped=False), inspect.unwrap(wrapped) is wrapped.__wrapped__, inspect.unwrap(h) is h)
print(inspect.getfullargspec(f), inspect.getfullargspec(C.method), attempt(lambda: inspect.getfullargspec(1)))
print(inspect.getsource(h), inspect.getsource(C.sm), end='')
print(inspect.getsource(DC), end='')
print(inspect.getsourcelines(gen)[1], inspect.getfile(f) == __file__, inspect.getmodule(f).__name__, inspect.getmodulename('/a/b/mod.py'))
print(inspect.getcallargs(f, 1, 2, d=3), inspect.formatannotation(List[int]), inspect.formatannotation(int), inspect.formatannotation(C))
class Meta(type):
    def __call__(cls, *args, **kwargs):
        return super().__call__(*args, **kwargs)
class WithMeta(metaclass=Meta):
    def __init__(self, a):
        pass
print(signature(WithMeta), signature(C.cm), signature(C.__init__), signature(C(1).__call__))
print(attempt(lambda: signature(1)), attempt(lambda: signature(type)))
def attempt2(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)
print(attempt2(lambda: inspect.getcallargs(f, 1)), attempt2(lambda: inspect.getcallargs(h, 1, 2)), attempt2(lambda: inspect.getcallargs(f, 1, 2, d=1, zz=3)))
print(sorted(inspect.getcallargs(C(1).method, 5)), attempt2(lambda: inspect.getcallargs(g, 1, 2)), attempt2(lambda: inspect.getcallargs(C.sm, 1, 2, 3)))
