import heapq, random
rng = random.Random(2)
xs = [rng.randrange(50) for _ in range(60)]
for n in [-1, 0, 1, 2, 5, 59, 60, 61, 100]:
    print(n, heapq.nsmallest(n, xs)[:8], heapq.nlargest(n, xs)[:8])
    assert heapq.nsmallest(n, xs) == sorted(xs)[:max(n, 0)]
    assert heapq.nlargest(n, xs) == sorted(xs, reverse=True)[:max(n, 0)]
    assert heapq.nsmallest(n, iter(xs)) == sorted(xs)[:max(n, 0)]
print(heapq.nsmallest(3, []), heapq.nlargest(3, iter([])), heapq.nlargest(1, []), heapq.nsmallest(1, iter([2, 1])))
