import queue
sq = queue.SimpleQueue()
print(sq.empty(), sq.qsize(), type(sq).__module__, queue.SimpleQueue[int])
for x in range(5):
    sq.put(x)
sq.put_nowait('n')
sq.put('b', block=False)
sq.put('t', timeout=1)
print(sq.qsize(), [sq.get() for _ in range(3)], sq.get_nowait(), sq.get(False), sq.qsize())
while not sq.empty():
    sq.get()
for call in [sq.get_nowait, lambda: sq.get(block=False), lambda: sq.get(timeout=0.001)]:
    try:
        call()
    except queue.Empty:
        print('Empty')
try:
    sq.get(timeout=-1)
except ValueError as e:
    print('ValueError', e)
print(hasattr(sq, 'task_done'), hasattr(sq, 'join'), hasattr(sq, 'maxsize'))
