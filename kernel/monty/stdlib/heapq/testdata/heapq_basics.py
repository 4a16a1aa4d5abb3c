import heapq
import bisect
import random

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

h = []
for x in [5, 1, 8, 3, 9, 2, 7]:
    heapq.heappush(h, x)
print(h, h[0], [heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data, heapq.heapreplace(data, 10), data, heapq.heappushpop(data, -1), heapq.heappushpop(data, 4), data)
print(attempt(lambda: heapq.heappop([])), attempt(lambda: heapq.heapreplace([], 1)), attempt(lambda: heapq.heapify((1,))))
rng = random.Random(3)
nums = [rng.randrange(1000) for _ in range(200)]
print(heapq.nlargest(5, nums), heapq.nsmallest(5, nums), heapq.nlargest(1, nums), heapq.nsmallest(0, nums))
print(heapq.nlargest(300, [3, 1, 2]), heapq.nsmallest(2, []), heapq.nlargest(2, iter([4, 9, 1, 9])))
recs = [('a', 3), ('b', 1), ('c', 3), ('d', 2), ('e', 3)]
print(heapq.nlargest(2, recs, key=lambda r: r[1]), heapq.nsmallest(3, recs, key=lambda r: r[1]))
print(heapq.nlargest(3, iter(recs), key=lambda r: r[1]), heapq.nsmallest(2, iter(recs), key=lambda r: -r[1]))
print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])), list(heapq.merge()), list(heapq.merge([], [1])))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)), list(heapq.merge(['a', 'ccc'], ['bb'], key=len)))
print(list(heapq.merge([3, 1], [2, 0], key=lambda x: -x, reverse=False)))
print(list(heapq.merge([(1, 'a'), (2, 'b')], [(1, 'c')])))
h2 = []
for i, x in enumerate([5, 5, 3, 3]):
    heapq.heappush(h2, (x, i))
print([heapq.heappop(h2) for _ in range(4)])
hs = []
for x in nums:
    heapq.heappush(hs, x)
print([heapq.heappop(hs) for _ in range(len(hs))] == sorted(nums))
print(sorted(heapq.__all__))

