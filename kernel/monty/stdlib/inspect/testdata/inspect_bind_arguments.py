# Signature.bind and bind_partial: success and every error, BoundArguments
# args/kwargs/arguments/apply_defaults, repr and equality.
from inspect import signature, BoundArguments

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def f(a, b=2, /, c=3, *args, d, e=5, **kw): pass
def g(x, y): pass
def h(*, k): pass
def v(*args, **kwargs): pass
sf, sg, sh, sv = signature(f), signature(g), signature(h), signature(v)
calls = [((1,), {'d': 4}), ((1, 2, 3, 4, 5), {'d': 6, 'z': 7}), ((), {'d': 1}), ((1,), {}), ((1,), {'a': 1, 'd': 1}),
         ((1,), {'c': 9, 'd': 1}), ((1, 2, 3), {'c': 1, 'd': 1}), ((1,), {'d': 1, 'e': 2, 'b': 3})]
for args, kwargs in calls:
    print('f', args, kwargs, attempt(lambda: sf.bind(*args, **kwargs)), attempt(lambda: sf.bind_partial(*args, **kwargs)))
for args, kwargs in [((1, 2), {}), ((1,), {}), ((1, 2, 3), {}), ((), {'x': 1, 'y': 2}), ((1,), {'x': 2}), ((1,), {'y': 2, 'z': 3}), ((), {})]:
    print('g', args, kwargs, attempt(lambda: sg.bind(*args, **kwargs)), attempt(lambda: sg.bind_partial(*args, **kwargs)))
for args, kwargs in [((), {'k': 1}), ((1,), {}), ((), {}), ((), {'k': 1, 'j': 2})]:
    print('h', args, kwargs, attempt(lambda: sh.bind(*args, **kwargs)))
print(sv.bind(), sv.bind(1, 2, a=3), sv.bind(kwargs=1, args=2))
ba = sf.bind(1, d=4)
print(ba.args, ba.kwargs, ba.arguments, ba.signature is sf, type(ba.arguments).__name__)
ba.apply_defaults()
print(ba, ba.args, ba.kwargs)
ba2 = sf.bind(1, 2, 3, 4, d=0, q=1)
print(ba2.args, ba2.kwargs, ba2 == sf.bind(1, 2, 3, 4, d=0, q=1), ba2 == ba, ba2 != 1)
ba2.arguments['c'] = 30
print(ba2.args, ba2)
pb = sf.bind_partial(d=1)
print(pb, pb.args, pb.kwargs)
pb.apply_defaults()
print(pb)
pb2 = sg.bind_partial(y=1)
print(pb2.args, pb2.kwargs)
def k(a, b, *, c): pass
kb = signature(k).bind(1, 2, c=3)
print(kb.args, kb.kwargs)
del kb.arguments['a']
print(kb.args, kb.kwargs)
print(isinstance(ba, BoundArguments), repr(signature(g).bind(x='s', y=[1])))
