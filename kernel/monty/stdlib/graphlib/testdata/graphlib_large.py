from graphlib import TopologicalSorter
g = {i: [j for j in range(max(0, i - 3), i)] for i in range(200)}
order = list(TopologicalSorter(g).static_order())
print(order[:10], len(order), order == list(range(200)))
g2 = {i: [(i * 7) % 97 for _ in range(1)] for i in range(97) if (i * 7) % 97 < i}
print(list(TopologicalSorter(g2).static_order())[:15])
