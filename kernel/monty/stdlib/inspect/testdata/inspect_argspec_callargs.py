# getfullargspec and getcallargs over many shapes, with every error
# message getcallargs gives; get_annotations with eval_str.
import inspect
from typing import List

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def f0(): pass
def f1(a, b=1): pass
def f2(a, /, b, *c, d, e=2, **g) -> int: pass
def f3(x: int, *, y: 'str') -> List[int]: pass
def f4(a, b, c, d=4): pass
def f5(*a): pass
def f6(a, *, k1, k2, k3=3): pass
class C:
    def m(self, a, b=2): pass
    @classmethod
    def c(cls, a): pass
    @staticmethod
    def s(a, b): pass
for fn in [f0, f1, f2, f3, f4, f5, f6, C.m, C().m, C.c, C.s, len, lambda x, y=[]: 0]:
    print(attempt(lambda: inspect.getfullargspec(fn)))
print(attempt(lambda: inspect.getfullargspec(1)), attempt(lambda: inspect.getfullargspec(C)))
spec = inspect.getfullargspec(f2)
print(spec.args, spec.varargs, spec.varkw, spec.defaults, spec.kwonlyargs, spec.kwonlydefaults, spec.annotations, type(spec).__name__)
cases = [(f0, (), {}), (f0, (1,), {}), (f0, (1, 2), {}), (f1, (), {}), (f1, (1,), {}), (f1, (1, 2, 3), {}), (f1, (1,), {'a': 2}),
         (f1, (), {'b': 1}), (f1, (), {'zz': 1}), (f4, (), {}), (f4, (1,), {}), (f4, (1, 2), {}), (f4, (1, 2, 3, 4, 5), {}),
         (f5, (1, 2), {}), (f6, (1,), {}), (f6, (1,), {'k1': 1}), (f6, (1, 2), {'k1': 1}), (f6, (1, 2), {'k1': 1, 'k2': 2}),
         (f2, (1, 2, 3), {'d': 4, 'x': 5}), (C().m, (1,), {}), (C().m, (), {}), (C.s, (1, 2, 3), {}), (C.c, (1,), {}),
         (f1, (1,), {'b': 2, 'c': 3})]
for fn, args, kwargs in cases:
    r = attempt(lambda: sorted(inspect.getcallargs(fn, *args, **kwargs).items(), key=lambda kv: kv[0]) if fn.__name__ != 'm' else sorted(inspect.getcallargs(fn, *args, **kwargs)))
    print(fn.__name__, args, kwargs, r)
class A:
    x: int
    y: 'List[int]'
def ann(a: 'int', b: 'List[str]' = None) -> 'bool': pass
print(inspect.get_annotations(A), inspect.get_annotations(A, eval_str=True), inspect.get_annotations(ann, eval_str=True))
print(inspect.get_annotations(f0), inspect.get_annotations(inspect), attempt(lambda: inspect.get_annotations(1)))
print(inspect.get_annotations(ann, globals={'List': list, 'int': str, 'bool': bytes}, eval_str=True))
print(inspect.formatannotation(List[int]), inspect.formatannotation(int), inspect.formatannotation(A), inspect.formatannotation('s'),
      inspect.formatannotation(list[int]), inspect.formatannotation(None), inspect.formatannotation(A, '__main__'))
print(inspect.formatannotationrelativeto(A)(A), inspect.formatannotationrelativeto(A)(int))
