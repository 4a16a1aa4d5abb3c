import queue
q = queue.Queue()
for i in range(4):
    q.put(i)
print(q.unfinished_tasks)
done = []
while not q.empty():
    item = q.get()
    done.append(item * 10)
    q.task_done()
print(done, q.unfinished_tasks)
q.join()
print('joined')
try:
    q.task_done()
except ValueError as e:
    print('ValueError', e)
q.put('x')
print(q.unfinished_tasks, q.get(), q.unfinished_tasks)
q.task_done()
q.join()
print('joined again', q.unfinished_tasks)
