# unwrap with and without stop, loops, signature through wraps and
# __signature__, functools.partial and partialmethod-like signatures.
import inspect
import functools

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

def base(a, b, *, c=1):
    return a

@functools.wraps(base)
def w1(*args, **kwargs):
    return base(*args, **kwargs)

@functools.wraps(w1)
def w2(*args, **kwargs):
    return w1(*args, **kwargs)

print(inspect.unwrap(w2) is base, inspect.unwrap(w2, stop=lambda f: f is w1) is w1, inspect.unwrap(base) is base)
print(inspect.signature(w2), inspect.signature(w2, follow_wrapped=False))
class Loop:
    pass
loop = Loop()
loop.__wrapped__ = loop
print(attempt(lambda: inspect.unwrap(loop)).startswith('ValueError: wrapper loop when unwrapping'))
def custom(x):
    pass
custom.__signature__ = inspect.Signature([inspect.Parameter('zz', inspect.Parameter.KEYWORD_ONLY)])
print(inspect.signature(custom))
def bad(x):
    pass
bad.__signature__ = 'nope'
print(attempt(lambda: inspect.signature(bad)))
def f(a, b, c=3, *args, d, e=5, **kw):
    pass
for p in [functools.partial(f, 1), functools.partial(f, 1, 2), functools.partial(f, 1, 2, 3, 4), functools.partial(f, d=1),
          functools.partial(f, b=1), functools.partial(f, a=1), functools.partial(f, 1, e=9, z=2), functools.partial(functools.partial(f, 1), 2)]:
    print(inspect.signature(p))
def po(a, b, /, c):
    pass
print(inspect.signature(functools.partial(po, 1)), inspect.signature(functools.partial(po, 1, 2)), inspect.signature(functools.partial(po, c=1)))
print(attempt(lambda: inspect.signature(functools.partial(po, 1, 2, 3, 4))).split(' at 0x')[0])
class K:
    def m(self, x, y=2):
        pass
print(inspect.signature(functools.partial(K().m, 1)), inspect.signature(functools.partial(K.m, None)))
print(inspect.getfullargspec(w2), inspect.getfullargspec(functools.partial(f, 1)) if False else '')
