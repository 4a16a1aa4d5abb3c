import heapq
calls = [('heappush', lambda: heapq.heappush((1,), 2)), ('heappush', lambda: heapq.heappush(None, 2)),
         ('heapify', lambda: heapq.heapify('abc')), ('heappop', lambda: heapq.heappop({})),
         ('heapreplace', lambda: heapq.heapreplace(3, 1)), ('heappushpop', lambda: heapq.heappushpop((), 1)),
         ('mixed', lambda: heapq.heapify([1, 'a', 2])), ('nlargest', lambda: heapq.nlargest(2, 7)),
         ('push mixed', lambda: heapq.heappush([1], 'x'))]
for name, c in calls:
    try:
        print(name, c())
    except TypeError as e:
        print(name, 'TypeError', e)
