import types
ns = types.SimpleNamespace(b=2, a=1)
print(ns, ns.a, ns.b, sorted(vars(ns)))
ns.z = 'z'
del ns.b
print(ns, hasattr(ns, 'b'))
for bad in ((1,), ({'a': 1},)):
    try:
        types.SimpleNamespace(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(types.SimpleNamespace() == types.SimpleNamespace(), types.SimpleNamespace(a=1) == types.SimpleNamespace(a=2))
print(types.SimpleNamespace(a=1).__eq__(5), types.SimpleNamespace(a=1) != 5)
try:
    hash(types.SimpleNamespace())
except TypeError as e:
    print(type(e).__name__)
print(types.SimpleNamespace(x=[1, 2], y={'k': types.SimpleNamespace(q=1)}))
print(types.SimpleNamespace.__name__, types.SimpleNamespace.__module__)
