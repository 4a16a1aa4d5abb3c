import queue
q = queue.Queue()
for x in ['a', 'b', 'c', None, 0]:
    q.put(x)
print(q.qsize(), list(q.queue), type(q.queue).__name__, q.maxsize, q.unfinished_tasks)
print([q.get() for _ in range(5)], q.empty(), q.qsize(), q.full())
q.put_nowait(1)
print(q.get_nowait(), q.get(True, 0) if False else 'skip', q.unfinished_tasks)
