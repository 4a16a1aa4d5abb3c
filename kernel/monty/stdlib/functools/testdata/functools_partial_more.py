import functools
def f(a, b=2, *rest, c=3, **kw):
    return (a, b, rest, c, sorted(kw.items()))
p = functools.partial(f, 1, c=30)
print(p(), p(5, 6, 7, d=4), p.func is f, p.args, p.keywords)
pp = functools.partial(p, 9, c=300, e=5)
print(pp(), pp.func is f, pp.args, pp.keywords, repr(functools.partial(max, 1, key=abs)))
try:
    functools.partial(5)
except TypeError as e:
    print(e)
p.attr = 'x'
print(p.attr, vars(p))
class My(functools.partial):
    pass
print(repr(My(min, 3)), type(My(min, 3)(1)).__name__)
q = functools.partial(int, base=2)
print(q('101'), q('11', base=10), list(map(functools.partial(pow, 2), range(4))))
r = functools.partial(dict, a=1)
print(r(b=2), r(a=5))
st = p.__reduce__()
print(st[0].__name__, st[1][0] is f, st[2][1:3])
n = functools.partial(f, 0)
n.__setstate__((f, (7,), {'c': 1}, None))
print(n())
try:
    n.__setstate__((1, 2))
except TypeError as e:
    print(e)
