import functools
from functools import *
import operator

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(functools.__all__)
print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10), reduce(max, [], 'init'))
print(attempt(lambda: reduce(operator.add, [])), attempt(lambda: reduce(operator.add, 5)), reduce(operator.add, ['x']))
p = partial(max, 1, key=len)
print(repr(partial(max, 1)), repr(partial(sorted, key=abs)), p.func is max, p.args, p.keywords)
def power(base, exp=2, *, mod=None):
    return base ** exp if mod is None else pow(base, exp, mod)
sq = partial(power, exp=2)
cube = partial(power, exp=3)
print(sq(5), cube(2), cube(2, exp=4), partial(power, 2)(10), partial(partial(power, 3), mod=5)(4))
nested = partial(partial(power, 2), 5)
print(nested.func is power, nested.args, nested(mod=7))
print(attempt(lambda: partial(1)), repr(partial(len)).startswith('functools.partial(<built-in'))
class MyPartial(partial):
    pass
print(repr(MyPartial(max, 2)), type(MyPartial(max, 3)).__name__, isinstance(MyPartial(max), partial))
pp = partial(power, 3)
pp.attr = 'x'
print(pp.attr, pp(), partial(dict, a=1)(b=2))

class Cell:
    def __init__(self):
        self._alive = False
    def set_state(self, state):
        self._alive = bool(state)
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False)
    @classmethod
    def make(cls, a, b):
        return (cls.__name__, a, b)
    make_one = partialmethod(make, 1)
c = Cell()
c.set_alive()
print(c._alive)
c.set_dead()
print(c._alive, Cell.make_one(2), c.make_one(3))
print(repr(partialmethod(power, 1, mod=3)).split(' at ')[0], repr(partialmethod(len)))

calls = []
@lru_cache(maxsize=2)
def sq2(x):
    calls.append(x)
    return x * x
print([sq2(i) for i in [1, 2, 1, 3, 1, 2]], calls, sq2.cache_info(), sq2.cache_parameters())
sq2.cache_clear()
print(sq2.cache_info(), sq2.__wrapped__(4), sq2.__name__)
@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info(), fib.cache_parameters())
@lru_cache(maxsize=None)
def ident(*a, **k):
    return (a, k)
print(ident(1, b=2), ident(1, b=2), ident(1.0, b=2), ident.cache_info())
@lru_cache(typed=True)
def typed_f(x):
    return type(x).__name__
print(typed_f(1), typed_f(1.0), typed_f(True), typed_f.cache_info())
@lru_cache(maxsize=0)
def nocache(x):
    return x
print(nocache(1), nocache(1), nocache.cache_info())
print(attempt(lambda: lru_cache('x')), lru_cache(-5)(abs).cache_parameters())
print(attempt(lambda: ident([1])))
@cache
def fact(n):
    return n * fact(n - 1) if n else 1
print(fact(20), fact.cache_info(), type(fact.cache_info()).__name__, fact.cache_info().hits)

class Data:
    def __init__(self, n):
        self.n = n
        self.computed = 0
    @cached_property
    def total(self):
        'the sum'
        self.computed += 1
        return sum(range(self.n))
d = Data(10)
print(d.total, d.total, d.computed, 'total' in d.__dict__, Data.total.__doc__, type(Data.total).__name__)
del d.total
print(d.total, d.computed)
d.total = 5
print(d.total)
class Slotted:
    __slots__ = ()
    @cached_property
    def p(self):
        return 1
print(attempt(lambda: Slotted().p))
print(attempt(lambda: cached_property(lambda s: 1).__get__(Data(1), Data)))

def deco(f):
    @wraps(f)
    def wrapper(*a, **k):
        'wrapper doc'
        return f(*a, **k)
    return wrapper
@deco
def greet(name: str) -> str:
    'Say hello.'
    return 'hi ' + name
print(greet('x'), greet.__name__, greet.__doc__, greet.__annotations__, greet.__wrapped__.__name__, greet.__qualname__)
def w2():
    pass
greet.extra = 1
update_wrapper(w2, greet)
print(w2.__name__, w2.extra, w2.__wrapped__ is greet, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)
def w3():
    pass
update_wrapper(w3, greet, assigned=('__doc__',), updated=())
print(w3.__name__, w3.__doc__)
class Obj:
    pass
o = Obj()
update_wrapper(o, len)
print(o.__name__, o.__wrapped__ is len)

@total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __lt__(self, other):
        if not isinstance(other, V):
            return NotImplemented
        return self.v < other.v
a, b = V(1), V(2)
print(a < b, a > b, a <= b, a >= b, a <= V(1), a >= V(1), V.__gt__.__name__)
print(attempt(lambda: a > 5))
@total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v
print(G(1) < G(2), G(2) <= G(2), G(3) > G(1), sorted([G(3), G(1), G(2)], key=lambda g: g)[0].v)
print(attempt(lambda: total_ordering(type('X', (), {}))))

def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(cmp)), sorted(['bb', 'a', 'ccc'], key=cmp_to_key(lambda x, y: len(y) - len(x))))
K = cmp_to_key(cmp)
print(K(1) < K(2), K(2) == K(2), K(3) >= K(4), K(1).obj)
print(max([1, 5, 3], key=cmp_to_key(cmp)), min('bca', key=cmp_to_key(cmp)))
