from graphlib import TopologicalSorter
graphs = [{}, {1: []}, {1: [2], 2: [3]}, {3: [], 2: [], 1: []}, {'a': 'bc', 'b': 'c', 'c': ''},
          {5: [11], 7: [11, 8], 3: [8, 10], 11: [2, 9, 10], 8: [9]}, {i: [i - 1] for i in range(1, 10)}]
for g in graphs:
    print(list(TopologicalSorter(g).static_order()))
ts = TopologicalSorter()
for n in [4, 2, 3, 1]:
    ts.add(n)
print(list(ts.static_order()))
