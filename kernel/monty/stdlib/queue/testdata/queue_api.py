import queue
print(queue.__all__)
print([c.__name__ for c in queue.PriorityQueue.__mro__], [c.__name__ for c in queue.LifoQueue.__mro__])
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception), queue.Empty is not queue.Full)
q = queue.Queue()
with q.mutex:
    pass
q.put(1)
print(q.get(), all(hasattr(q, a) for a in ('mutex', 'not_empty', 'not_full', 'all_tasks_done')))
