# Priority scheduling with heapq: tie-breaking counters, lazy deletion, k-way merge, top-k.
import heapq, itertools
counter = itertools.count()
heap = []
removed = set()
def push(prio, task):
    heapq.heappush(heap, (prio, next(counter), task))
def pop():
    while heap:
        prio, _, task = heapq.heappop(heap)
        if task not in removed:
            return prio, task
    raise KeyError("pop from an empty priority queue")
for prio, task in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
    push(prio, task)
removed.add("normal")
print([pop() for _ in range(3)])
try:
    pop()
except KeyError as e:
    print("KeyError:", e)
streams = [[1, 5, 9], [2, 6], [3, 4, 10]]
print(list(heapq.merge(*streams)), heapq.nlargest(3, itertools.chain(*streams)), heapq.nsmallest(2, ["bb", "a", "ccc"], key=len))
