import queue
class SetQueue(queue.Queue):
    def _init(self, maxsize):
        self.queue = []
        self.seen = set()
    def _put(self, item):
        if item not in self.seen:
            self.seen.add(item)
            self.queue.append(item)
    def _get(self):
        return self.queue.pop(0)
q = SetQueue()
for x in [3, 1, 3, 2, 1]:
    q.put(x)
print(q.qsize(), q.unfinished_tasks, [q.get() for _ in range(q.qsize())])
print(queue.Queue[str], queue.PriorityQueue[int], queue.LifoQueue[bytes])
