import queue
s = queue.LifoQueue()
for x in 'abcde':
    s.put(x)
print(s.queue, s.qsize(), type(s.queue).__name__)
print(s.get(), s.get(), s.qsize())
s.put('z')
print([s.get() for _ in range(s.qsize())], s.empty())
try:
    s.get_nowait()
except queue.Empty:
    print('Empty')
