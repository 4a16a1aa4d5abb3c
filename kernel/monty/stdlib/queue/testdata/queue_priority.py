import queue
pq = queue.PriorityQueue()
for item in [(5, 'write'), (1, 'plan'), (3, 'code'), (1, 'coffee'), (4, 'test'), (2, 'think')]:
    pq.put(item)
print(pq.qsize(), pq.queue[0])
print([pq.get() for _ in range(pq.qsize())])
pq2 = queue.PriorityQueue(maxsize=2)
pq2.put(3)
pq2.put(1)
try:
    pq2.put_nowait(2)
except queue.Full:
    print('Full')
print(pq2.get(), pq2.get(), pq2.empty())
try:
    pq.put(1)
    pq.put('a')
except TypeError as e:
    print('TypeError', type(e).__name__)
