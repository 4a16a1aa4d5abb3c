import queue
q = queue.Queue()
for call in [q.get_nowait, lambda: q.get(block=False), lambda: q.get(timeout=0.001), lambda: q.get(True, 0), lambda: q.get(False, 5)]:
    try:
        call()
    except queue.Empty as e:
        print('Empty', repr(e), type(e).__module__)
for call in [lambda: q.get(timeout=-1), lambda: queue.Queue(1).put(1) or None]:
    try:
        print(call())
    except ValueError as e:
        print('ValueError', e)
full = queue.Queue(1)
full.put(0)
try:
    full.put(1, timeout=-0.5)
except ValueError as e:
    print('ValueError', e)
