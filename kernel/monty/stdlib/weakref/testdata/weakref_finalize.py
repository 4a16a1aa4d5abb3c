import gc, weakref
class R:
    pass
log = []
r = R()
f = weakref.finalize(r, log.append, 'finalized')
print(f.alive, f.atexit, f.peek()[1] is log.append, f.peek()[2])
del r
gc.collect()
print(f.alive, log, f(), f.peek(), f.detach())
r2 = R()
f2 = weakref.finalize(r2, log.append, 'called early')
print(f2(), f2.alive, f2(), log)
r3 = R()
f3 = weakref.finalize(r3, log.append, 'never')
obj, func, args, kwargs = f3.detach()
print(obj is r3, args, kwargs, f3.alive, f3.detach())
del r3, obj
gc.collect()
print(log)
r4 = R()
f4 = weakref.finalize(r4, lambda *a, **k: log.append((a, sorted(k.items()))), 1, 2, key='v')
f4.atexit = False
print(f4.atexit)
f4()
print(log[-1], repr(f4).endswith('dead>'))
