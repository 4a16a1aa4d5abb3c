from __future__ import annotations

# compile(), exec() and eval() of a string inherit the future statement of
# the code that calls them, unless dont_inherit=True.
import __future__

ns = {}
exec("def f(a: Missing) -> AlsoMissing: pass\nv: Undefined = 1", ns)
print(ns["f"].__annotations__, ns["__annotations__"])
code = compile("w: NotHere = 2", "<inherit>", "exec")
ns = {}
exec(code, ns)
print(ns["__annotations__"])
try:
    exec(compile("x: NotHere = 3", "<no-inherit>", "exec", dont_inherit=True), {})
except NameError as e:
    print(type(e).__name__, e)
print(eval("(lambda: 1)()"))


def g(p: Later):
    return p


print(bool(g.__code__.co_flags & __future__.CO_FUTURE_ANNOTATIONS))
print(bool(compile("1", "<e>", "eval", dont_inherit=True).co_flags & __future__.CO_FUTURE_ANNOTATIONS))


def inside():
    return {}


exec("def h(q: Q): pass", globals())
print(h.__annotations__)
