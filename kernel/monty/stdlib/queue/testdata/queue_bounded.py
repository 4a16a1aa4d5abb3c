import queue
q = queue.Queue(maxsize=3)
for i in range(3):
    q.put(i)
print(q.full(), q.qsize(), q.maxsize)
for call in [lambda: q.put(9, block=False), lambda: q.put_nowait(9), lambda: q.put(9, timeout=0.001), lambda: q.put(9, True, 0)]:
    try:
        call()
    except queue.Full as e:
        print('Full', repr(e))
print(q.get(), q.full())
q.put(3)
print(list(q.queue))
for m in [0, -1, -5]:
    u = queue.Queue(m)
    for i in range(100):
        u.put_nowait(i)
    print(m, u.full(), u.qsize())
