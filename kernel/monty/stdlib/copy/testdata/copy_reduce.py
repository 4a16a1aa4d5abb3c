import copy

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __reduce__(self):
        return (Point, (self.x, self.y), {'note': 'from reduce'})
p = copy.copy(Point(1, [2]))
print(p.x, p.y, p.note)
q = copy.deepcopy(Point(3, [4]))
print(q.x, q.y, q.note)

class ByName:
    def __reduce__(self):
        return 'ByName'
bn = ByName()
print(copy.copy(bn) is bn, copy.deepcopy(bn) is bn)

class Listish:
    def __init__(self):
        self.items = []
    def append(self, v):
        self.items.append(v)
    def __reduce_ex__(self, proto):
        return (Listish, (), None, iter(self.items))
l = Listish()
l.append([1])
l2 = copy.deepcopy(l)
print(l2.items, l2.items[0] is l.items[0])

class Dictish(dict):
    def __reduce_ex__(self, proto):
        return (Dictish, (), {'extra': 1}, None, iter(self.items()))
d = Dictish(a=[1])
d2 = copy.deepcopy(d)
print(d2, type(d2).__name__, d2.extra, d2['a'] is d['a'])
