# defaultdict for adjacency lists, grouping and counting.
from collections import defaultdict, deque
edges = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e")]
graph = defaultdict(list)
indeg = defaultdict(int)
for u, v in edges:
    graph[u].append(v)
    indeg[v] += 1
order, q = [], deque(n for n in sorted(graph) if indeg[n] == 0)
while q:
    n = q.popleft()
    order.append(n)
    for m in graph[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            q.append(m)
print(order, dict(graph), dict(indeg))
by_len = defaultdict(set)
for w in "apple bat cat dog egg fig".split():
    by_len[len(w)].add(w)
print({k: sorted(v) for k, v in sorted(by_len.items())})
