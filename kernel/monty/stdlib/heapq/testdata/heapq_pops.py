import heapq, random
rng = random.Random(5)
h = [rng.randrange(1000) for _ in range(30)]
heapq.heapify(h)
out = []
while len(h) > 10:
    out.append(heapq.heappop(h))
    print(h)
print(out == sorted(out))
