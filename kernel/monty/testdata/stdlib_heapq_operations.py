# heapq: push/pop, heapify, nlargest/nsmallest with key, merge, heappushpop/heapreplace.
import heapq
h = []
for v in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, v)
print(h[0], [heapq.heappop(h) for _ in range(3)], h)
data = [7, 2, 9, 4, 1]
heapq.heapify(data)
print(data, heapq.heappushpop(data, 0), heapq.heapreplace(data, 10), sorted(data))
words = ["pear", "fig", "banana", "kiwi", "apple"]
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(3, [5, 1, 4, 2]), heapq.nsmallest(1, []), list(heapq.merge([1, 4, 7], [2, 5], [3])))
tasks = []
for prio, name in [(2, "write"), (1, "plan"), (3, "ship"), (1, "coffee")]:
    heapq.heappush(tasks, (prio, name))
print([heapq.heappop(tasks) for _ in range(len(tasks))])
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
print(list(heapq.merge(["b", "d"], ["a", "c"], reverse=False)), list(heapq.merge([3, 1], [2], key=lambda x: -x)))
