import queue

def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)

print(sorted(queue.__all__))
q = queue.Queue()
for i in [3, 1, 2]:
    q.put(i)
print(q.qsize(), q.empty(), q.full(), q.get(), q.get_nowait(), q.get(), q.empty(), attempt(q.get_nowait), attempt(lambda: q.get(block=False)))
print(attempt(lambda: q.get(timeout=0.01)), attempt(lambda: q.get(timeout=-1)))
b = queue.Queue(maxsize=2)
b.put('a')
b.put_nowait('b')
print(b.full(), attempt(lambda: b.put_nowait('c')), attempt(lambda: b.put('c', timeout=0.01)), b.maxsize, list(b.queue))
for _ in range(2):
    b.get()
    b.task_done()
b.join()
print(attempt(b.task_done), b.unfinished_tasks)
pq = queue.PriorityQueue()
for item in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]:
    pq.put(item)
print([pq.get() for _ in range(4)])
lq = queue.LifoQueue()
for i in range(4):
    lq.put(i)
print([lq.get() for _ in range(4)], lq.empty())
sq = queue.SimpleQueue()
sq.put(1)
sq.put_nowait(2)
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty(), attempt(sq.get_nowait), attempt(lambda: sq.get(timeout=0.01)))
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d'], 'd': []}
seen, order, work = {'a'}, [], queue.Queue()
work.put('a')
while not work.empty():
    node = work.get()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            work.put(nxt)
print(order, queue.Queue[int], issubclass(queue.Empty, Exception))
