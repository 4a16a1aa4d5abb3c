# Defaults are evaluated once, at definition time; mutable defaults are shared.
def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
print(append_to.__defaults__)

def safe(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe(1), safe(2))

n = 10
def uses_n(v=n):
    return v
n = 20
print(uses_n())

calls = 0
def default_factory():
    global calls
    calls += 1
    return calls
def f(a=default_factory()):
    return a
print(f(), f(), calls)

def kwonly(*, opt={}):
    opt["k"] = opt.get("k", 0) + 1
    return opt
kwonly(); kwonly()
print(kwonly.__kwdefaults__)
# __defaults__ can be replaced
def g(a, b=1):
    return a, b
g.__defaults__ = (99,)
print(g(0))
