# gc.collect() has effects a program sees: weak references to what died
# are cleared and their callbacks run, unreachable suspended generators
# are finalised. (CPython does much of this already when the last
# reference goes; after gc.collect() both agree.)
import gc
import weakref

class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

died = []
a, b = Node("a"), Node("b")
a.other, b.other = b, a          # a cycle
ra = weakref.ref(a, lambda r: died.append("a"))
rb = weakref.ref(b, lambda r: died.append("b"))
del a, b
n = gc.collect()
print(sorted(died), ra() is None, rb() is None, type(n).__name__, n >= 0)

def worker(log):
    try:
        while True:
            yield len(log)
    finally:
        log.append("worker closed")

log = []
w = worker(log)
next(w)
w2 = w
del w
gc.collect()
print(log)                       # still held by w2
del w2
gc.collect()
print(log)

pair = [worker(log), worker(log)]
for g in pair:
    next(g)
pair.append(pair)                # a cycle holding both
del pair, g
gc.collect()
print(log)

print(gc.isenabled(), gc.get_threshold()[0] > 0, len(gc.get_count()))
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), gc.collect(0) >= 0, gc.collect(generation=2) >= 0)
try:
    gc.collect(1, 2)
except TypeError as e:
    print("TypeError", e)
