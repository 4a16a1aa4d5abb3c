import gc, weakref
def func():
    return 'f'
class K:
    @staticmethod
    def s():
        return 's'
r = weakref.ref(func)
print(r()(), weakref.ref(K)().__name__, weakref.ref(K.s)()())
lam = lambda: 'lam'
wl = weakref.ref(lam)
cp = weakref.proxy(lam)
print(wl()(), cp(), type(cp).__name__)
del lam
gc.collect()
print(wl())
