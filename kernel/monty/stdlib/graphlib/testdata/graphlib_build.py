from graphlib import TopologicalSorter
deps = {
    'main.o': ['main.c', 'util.h'], 'util.o': ['util.c', 'util.h'], 'app': ['main.o', 'util.o', 'libm'],
    'test': ['app', 'fixtures'], 'main.c': [], 'util.c': [], 'util.h': [], 'libm': [], 'fixtures': [],
}
order = list(TopologicalSorter(deps).static_order())
print(order)
pos = {n: i for i, n in enumerate(order)}
print(all(pos[d] < pos[n] for n, ds in deps.items() for d in ds))
ts = TopologicalSorter(deps)
ts.prepare()
built = []
while ts.is_active():
    batch = ts.get_ready()
    built.append(len(batch))
    ts.done(*batch)
print(built)
