import bisect
for a in [[], [1], [1, 1, 1], [1, 3], list(range(0, 20, 2))]:
    for x in [-1, 0, 1, 2, 3, 19, 20, 21]:
        print(a[:4], x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
