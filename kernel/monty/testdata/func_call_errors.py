# TypeError messages for bad calls match CPython's.
def check(fn, *a, **k):
    try:
        fn(*a, **k)
        print("ok")
    except TypeError as e:
        print("TypeError:", e)
def f(a, b, c=3): pass
def g(a, /, b, *, c): pass
def h(*, k): pass
def n(): pass
check(f)
check(f, 1)
check(f, 1, 2, 3, 4)
check(f, 1, 2, d=4)
check(f, 1, a=1, b=2)
check(g, a=1, b=2, c=3)
check(g, 1, 2, 3)
check(g, 1, 2)
check(h, 1)
check(h)
check(n, 1)
check(n, x=1)
check(lambda: f(*5))
check(lambda: f(**[1]))
check(f, 1, **{"b": 2, "c": 3})
check(lambda: f(1, **{1: 2}))
def kw(**k): pass
check(lambda: kw(**{"a": 1}, **{"a": 2}))
class C:
    def m(self, x): pass
check(C().m)
check(C().m, 1, 2)
check(C.m, 1)
check(len)
check(len, [], [])
check(int, "1", "2", "3")
