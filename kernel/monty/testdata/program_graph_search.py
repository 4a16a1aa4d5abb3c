# BFS, DFS, shortest paths and topological sort on small graphs.
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
def bfs(start):
    seen, order, queue = {start}, [], [start]
    while queue:
        node = queue.pop(0)
        order.append(node)
        for n in graph[node]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    return order
def dfs(node, seen=None):
    seen = seen if seen is not None else []
    seen.append(node)
    for n in graph[node]:
        if n not in seen:
            dfs(n, seen)
    return seen
def paths(src, dst):
    if src == dst:
        return [[dst]]
    return [[src] + p for n in graph[src] for p in paths(n, dst)]
def topo():
    indeg = {n: 0 for n in graph}
    for ns in graph.values():
        for n in ns:
            indeg[n] += 1
    ready = sorted(n for n, d in indeg.items() if d == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    return out
print(bfs("a"), dfs("a"), paths("a", "f"), topo())
weighted = {"A": {"B": 4, "C": 1}, "B": {"D": 1}, "C": {"B": 2, "D": 5}, "D": {}}
def dijkstra(src):
    dist = {n: float("inf") for n in weighted}
    dist[src] = 0
    todo = set(weighted)
    while todo:
        u = min(sorted(todo), key=lambda n: dist[n])
        todo.remove(u)
        for v, w in weighted[u].items():
            dist[v] = min(dist[v], dist[u] + w)
    return dist
print(dijkstra("A"))
