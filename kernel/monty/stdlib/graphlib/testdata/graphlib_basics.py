import graphlib
from graphlib import TopologicalSorter, CycleError

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

ts = TopologicalSorter({'D': {'B', 'C'}, 'C': {'A'}, 'B': {'A'}})
print(list(ts.static_order()))
graph = {'tie': ['shirt'], 'jacket': ['tie', 'belt'], 'belt': ['pants'], 'shoes': ['pants', 'socks'], 'pants': ['underwear'], 'shirt': []}
print(list(TopologicalSorter(graph).static_order()))
ts = TopologicalSorter()
ts.add(3, 2, 1)
ts.add(1, 0)
ts.add(2)
print(attempt(lambda: ts.get_ready()), attempt(lambda: ts.is_active()), attempt(lambda: ts.done(1)))
ts.prepare()
print(attempt(ts.prepare), attempt(lambda: ts.add(9)), bool(ts))
order = []
while ts.is_active():
    ready = ts.get_ready()
    order.append(ready)
    ts.done(*ready)
print(order, ts.is_active(), attempt(lambda: ts.done(3)), attempt(lambda: ts.done(99)))
ts2 = TopologicalSorter({1: [2]})
ts2.prepare()
print(attempt(lambda: ts2.done(1)))
try:
    list(TopologicalSorter({'a': ['b'], 'b': ['c'], 'c': ['a']}).static_order())
except CycleError as e:
    print('cycle', e.args[0], e.args[1], isinstance(e, ValueError))
try:
    TopologicalSorter({'x': ['x']}).prepare()
except CycleError as e:
    print('self cycle', e.args)
print(list(TopologicalSorter({}).static_order()), TopologicalSorter[int], sorted(graphlib.__all__))
