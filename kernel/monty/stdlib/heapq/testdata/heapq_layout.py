import heapq, random
rng = random.Random(11)
for n in [0, 1, 2, 5, 10, 17, 40]:
    xs = [rng.randrange(100) for _ in range(n)]
    h = list(xs)
    heapq.heapify(h)
    p = []
    for x in xs:
        heapq.heappush(p, x)
    print(n, h, p)
