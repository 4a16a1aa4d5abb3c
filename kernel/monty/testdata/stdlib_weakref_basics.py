# weakref basics with live objects only (collection timing differs between interpreters).
import weakref
class Obj:
    def __init__(self, name): self.name = name
a = Obj("a")
r = weakref.ref(a)
print(r() is a, r().name, weakref.getweakrefcount(a), type(r).__name__)
wd = weakref.WeakValueDictionary()
wd["a"] = a
print(wd["a"].name, "a" in wd, len(wd))
wk = weakref.WeakKeyDictionary()
wk[a] = 1
print(wk[a], len(wk))
ws = weakref.WeakSet([a])
print(a in ws, len(ws))
p = weakref.proxy(a)
print(p.name)
try:
    weakref.ref(1)
except TypeError as e:
    print("TypeError:", e)
