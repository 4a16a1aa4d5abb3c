# signature() of Python functions: every parameter kind, defaults,
# annotations, str/repr, lambdas, closures, methods, bound and unbound.
import inspect
from inspect import signature, Parameter
from typing import List, Dict, Optional, Callable

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def a(): pass
def b(x, y=1): pass
def c(x, /): pass
def d(x, /, y): pass
def e(*, k): pass
def f(*args): pass
def g(**kw): pass
def h(p, /, q, *r, s, t=2, **u): pass
def i(x: int, y: 'str' = 'a', *z: float, w: List[int] = None, **v: Dict[str, int]) -> Optional[int]: pass
def j(x=None, y=(), z=[], w={}, v=1.5, t=-1, s=b'x', r=..., q=print): pass
def kk(x: Callable[[int], str], y: 'List[int]', z: list[int], w: int | None = None) -> None: pass
def l(a, b=2, /, c=3, *, d, e=5): pass
for fn in [a, b, c, d, e, f, g, h, i, j, kk, l, lambda: 0, lambda x, *y, **z: 0, lambda *, q=1: 0]:
    sig = signature(fn)
    print(fn.__name__, str(sig), repr(sig))
    print('   ', [(p.name, str(p.kind), p.default is Parameter.empty, p.annotation is Parameter.empty) for p in sig.parameters.values()])
def outer():
    n = 1
    def inner(m=n, *, o=2):
        return m + n
    return inner
print(signature(outer()), signature(outer))
class K:
    def m(self, a, b=1): pass
    def n(this, *rest): pass
    def o(*args, **kw): pass
    @classmethod
    def cm(cls, x, *, y): pass
    @staticmethod
    def st(x, y): pass
    async def co(self, a): pass
k = K()
for m in [K.m, k.m, K.n, k.n, K.o, k.o, K.cm, k.cm, K.st, k.st, K.co, k.co]:
    print(getattr(m, '__qualname__', m), signature(m))
print(signature(k.m) == signature(K.m), signature(K.m) == signature(K.m), signature(b) == signature(lambda x, y=1: 0))
print(signature(b).return_annotation, signature(i).return_annotation, list(signature(h).parameters))
print(signature(i).parameters['w'].annotation, signature(i).parameters['y'].default, signature(j).parameters['z'].default)
print(attempt(lambda: signature(1)), attempt(lambda: signature('x')), attempt(lambda: signature(None)))
print(inspect.Signature.from_callable(b), signature(b, follow_wrapped=False))
sig = signature(i, eval_str=True)
print(sig.parameters['y'].annotation, signature(kk, eval_str=True))
