import gc, weakref
class C:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
c = C(5)
events = []
wm = weakref.WeakMethod(c.get, lambda r: events.append('dead'))
print(wm()(), wm() == c.get, wm == weakref.WeakMethod(c.get), hash(wm) == hash(weakref.WeakMethod(c.get)))
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print('TypeError', e)
try:
    weakref.WeakMethod(lambda: 0)
except TypeError as e:
    print('TypeError', str(e)[:40])
del c
gc.collect()
print(wm(), events)
d = C(1)
w1, w2 = weakref.WeakMethod(d.get), weakref.WeakMethod(C(2).get)
gc.collect()
print(w1 == w1, w1 != w2, w2(), isinstance(w1, weakref.ref))
