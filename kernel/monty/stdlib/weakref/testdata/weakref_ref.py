import gc, weakref
class Obj:
    pass
o = Obj()
calls = []
r1 = weakref.ref(o)
r2 = weakref.ref(o, lambda r: calls.append('cb'))
print(r1() is o, r1 == weakref.ref(o), r1 is weakref.ref(o), weakref.getweakrefcount(o) >= 1)
print(r2.__callback__ is not None, r1.__callback__, type(r1).__name__, weakref.ReferenceType is weakref.ref)
print(hash(r1) == hash(o), len(weakref.getweakrefs(o)) >= 2)
del o
gc.collect()
print(r1(), r2(), calls, r1 == r2, weakref.getweakrefcount(Obj()))
try:
    hash(r1)
except TypeError as e:
    print('TypeError', e)
print(repr(r1).endswith('dead>'))
