import heapq
h = [1, 3, 5, 7, 9, 11, 13]
for x in [0, 4, 20, 8, 8, 2]:
    print(heapq.heapreplace(h, x), h)
h = [2, 4, 6, 8]
for x in [1, 2, 5, 10, 3]:
    print(heapq.heappushpop(h, x), h)
print(heapq.heappushpop([], 'only'))
for f in (heapq.heapreplace, heapq.heappop):
    try:
        f([]) if f is heapq.heappop else f([], 1)
    except IndexError as e:
        print(f.__name__, 'IndexError', e)
