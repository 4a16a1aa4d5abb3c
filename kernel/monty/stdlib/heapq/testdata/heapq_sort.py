import heapq, random
def heapsort(iterable):
    h = []
    for v in iterable:
        heapq.heappush(h, v)
    return [heapq.heappop(h) for _ in range(len(h))]
rng = random.Random(9)
for n in [0, 1, 10, 100, 1000]:
    xs = [rng.random() for _ in range(n)]
    print(n, heapsort(xs) == sorted(xs))
xs = [rng.randrange(10**6) for _ in range(2000)]
h = xs[:]
heapq.heapify(h)
print(all(h[i] <= h[c] for i in range(len(h)) for c in (2 * i + 1, 2 * i + 2) if c < len(h)))
k = 10
top = xs[:k]
heapq.heapify(top)
for v in xs[k:]:
    if v > top[0]:
        heapq.heapreplace(top, v)
print(sorted(top, reverse=True) == heapq.nlargest(k, xs))
