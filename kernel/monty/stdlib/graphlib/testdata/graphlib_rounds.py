from graphlib import TopologicalSorter
g = {'app': ['lib', 'cfg'], 'lib': ['core'], 'cfg': ['core'], 'test': ['app', 'mock'], 'mock': [], 'core': []}
ts = TopologicalSorter(g)
ts.prepare()
rounds = []
while ts:
    ready = ts.get_ready()
    rounds.append(sorted(ready))
    for node in ready:
        ts.done(node)
print(rounds)
ts = TopologicalSorter(g)
ts.prepare()
first = ts.get_ready()
print(first, ts.get_ready(), ts.is_active())
ts.done(first[0])
print(ts.get_ready())
