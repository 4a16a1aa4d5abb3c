import heapq
tasks = []
for prio, name in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (3, 'test'), (2, 'review')]:
    heapq.heappush(tasks, (prio, name))
print(tasks)
print([heapq.heappop(tasks) for _ in range(len(tasks))])
class Job:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return f'{self.n}:{self.p}'
js = [Job(p, n) for p, n in [(4, 'a'), (2, 'b'), (9, 'c'), (2, 'd'), (1, 'e')]]
heapq.heapify(js)
print(js, [heapq.heappop(js) for _ in range(5)])
