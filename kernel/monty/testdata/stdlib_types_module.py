# types: SimpleNamespace, MappingProxyType, FunctionType/GeneratorType checks, new_class, MethodType.
import types
ns = types.SimpleNamespace(a=1, b="two")
ns.c = [3]
print(ns, ns.a, vars(ns), ns == types.SimpleNamespace(a=1, b="two", c=[3]))
del ns.a
print(ns, hasattr(ns, "a"))
d = {"k": 1}
mp = types.MappingProxyType(d)
print(mp["k"], len(mp), list(mp.items()), "k" in mp)
try:
    mp["k"] = 2
except TypeError as e:
    print("TypeError:", e)
d["new"] = 2
print(dict(mp))
def f(): pass
def g(): yield
print(isinstance(f, types.FunctionType), isinstance(g(), types.GeneratorType), isinstance(len, types.BuiltinFunctionType), isinstance(types, types.ModuleType))
class C: pass
c = C()
c.m = types.MethodType(lambda self: f"bound to {type(self).__name__}", c)
print(c.m())
N = types.new_class("N", (C,), {}, lambda ns: ns.update(x=5))
print(N.x, N.__mro__[1] is C, type(types.NoneType()) if hasattr(types, "NoneType") else None)
