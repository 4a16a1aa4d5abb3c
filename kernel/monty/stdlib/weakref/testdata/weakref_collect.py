# weakref after the referent dies: del, then gc.collect() (CPython frees at
# the del, monty at the collection; after both, the state is the same).
import gc
import weakref


class Node:
    def __init__(self, name):
        self.name = name

    def method(self):
        return self.name


log = []
a, b, c = Node("a"), Node("b"), Node("c")
r = weakref.ref(a, lambda ref: log.append("a died"))
wv = weakref.WeakValueDictionary(a=a, b=b)
wk = weakref.WeakKeyDictionary({b: 2, c: 3})
ws = weakref.WeakSet([a, b, c])
fin = weakref.finalize(c, log.append, "c finalized")
wm = weakref.WeakMethod(b.method)
print(r() is a, len(wv), len(wk), len(ws), fin.alive, wm()(), weakref.getweakrefcount(a))
print(weakref.ref(a) is weakref.ref(a), weakref.ref(a) == weakref.ref(a), hash(weakref.ref(a)) == hash(a))
del a
gc.collect()
print(r(), len(wv), sorted(wv.keys()), len(ws), log)
del b, c
gc.collect()
print(len(wv), len(wk), len(ws), fin.alive, wm(), sorted(log))
for bad in (1, "s", [1], {}, (1,), None):
    try:
        weakref.ref(bad)
    except TypeError as e:
        print("TypeError:", e)


class Slotted:
    __slots__ = ("x",)


try:
    weakref.ref(Slotted())
except TypeError as e:
    print("TypeError:", e)
p = weakref.proxy(Node("tmp"))
gc.collect()
try:
    p.name
except ReferenceError as e:
    print("ReferenceError:", e)
print(gc.isenabled(), type(gc.collect()).__name__)
