import types
import sys

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(types.__all__)
def f():
    pass
def g():
    yield 1
async def co():
    pass
class C:
    def m(self):
        pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(g(), types.GeneratorType))
c = co()
print(isinstance(c, types.CoroutineType), isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType))
c.close()
print(isinstance(sys, types.ModuleType), isinstance([].append, types.BuiltinMethodType), types.NoneType is type(None))
print(types.EllipsisType is type(...), types.NotImplementedType is type(NotImplemented), types.GenericAlias is type(list[int]))
print(isinstance(int | str, types.UnionType), types.FunctionType.__name__, types.MethodType.__name__)
ns = types.SimpleNamespace(a=1, b='x')
ns.c = [1]
print(ns, repr(types.SimpleNamespace()), ns.a, ns == types.SimpleNamespace(a=1, b='x', c=[1]), vars(ns))
del ns.a
print(ns, attempt(lambda: types.SimpleNamespace(1)), types.SimpleNamespace.__hash__)
class NS(types.SimpleNamespace):
    pass
print(NS(z=1), NS(z=1) == types.SimpleNamespace(z=1), ns != NS())
rec = types.SimpleNamespace()
rec.me = rec
print(rec)
m = types.MappingProxyType({'a': 1, 'b': 2})
print(repr(m), str(m), m['a'], m.get('z'), m.get('b'), list(m.keys()), list(m.values()), list(m.items()), len(m), 'a' in m)
print(m | {'c': 3}, {'c': 3} | m, m.copy(), list(m), list(reversed(m)), m == {'a': 1, 'b': 2})
print(attempt(lambda: m.__setitem__('a', 2)), attempt(lambda: types.MappingProxyType([1])))
m2 = types.MappingProxyType(C.__dict__) if False else None
def body(ns):
    ns['x'] = 1
    ns['hello'] = lambda self: 'hi'
K = types.new_class('K', (C,), {}, body)
print(K.__name__, K.x, K().hello(), K.__mro__[1].__name__, types.new_class('E').__name__)
class Meta(type):
    pass
M = types.new_class('M', (), {'metaclass': Meta})
print(type(M).__name__, types.prepare_class('Z', (M,))[0].__name__, types.prepare_class('Z', (), {'metaclass': Meta, 'x': 1})[2])
print(types.resolve_bases((int, str)))
class Entry:
    def __mro_entries__(self, bases):
        return (dict,)
print(types.resolve_bases((Entry(), int)))
class DCA:
    @types.DynamicClassAttribute
    def name(self):
        return 'instance name'
print(DCA().name, attempt(lambda: DCA.name))
