# An LRU cache built on OrderedDict.
from collections import OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap, self.d = cap, OrderedDict()
    def get(self, k):
        if k not in self.d:
            return None
        self.d.move_to_end(k)
        return self.d[k]
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            print("evict", self.d.popitem(last=False))
c = LRU(2)
c.put("a", 1); c.put("b", 2); c.get("a"); c.put("c", 3); c.put("d", 4)
print(list(c.d.items()), c.get("b"), c.get("d"))
od = OrderedDict([("x", 1), ("y", 2)])
print(list(reversed(od)), od == OrderedDict([("y", 2), ("x", 1)]), od | {"z": 3})
