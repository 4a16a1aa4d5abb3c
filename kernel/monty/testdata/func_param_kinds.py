# Positional-only, positional-or-keyword, keyword-only, *args and **kwargs.
def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return f"a={a} b={b} c={c} args={args} d={d} e={e} kw={kw}"
print(f(1, d=4))
print(f(1, 20, 30, 40, 50, d=4, z=9))
print(f(1, c=33, d=4, b=7))   # b here goes to **kw
print(f(*[1, 2, 3], **{"d": 4, "e": 6}))

def only_kw(*, x, y=1):
    return x, y
print(only_kw(x=0))

def star_kw(**kw):
    return sorted(kw.items())
print(star_kw(b=1, a=2))

def pos_only(x, /):
    return x
print(pos_only(5))

def varargs(*args):
    return type(args).__name__, args
print(varargs(), varargs(1, 2))

print(f.__code__.co_argcount, f.__code__.co_posonlyargcount, f.__code__.co_kwonlyargcount)
print(f.__code__.co_varnames[:7])
print(f.__defaults__, f.__kwdefaults__)
